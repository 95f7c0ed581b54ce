import { useEffect, useState } from "react";
import { ApiError } from "../../api/errors";
import { selectServicePoint, servicePoints, type ServicePointDto } from "../../api/checkout";
import { Button } from "../Button";
import { useI18n } from "../../i18n/translate";
import { formatDistance, isPackstation, openingRows, weekdayName } from "./service-point-format";
import { Icon } from "../Icon";

interface PickerProps {
  cartId: string;
  /** The entered country and postcode when they make a search, else null with the reason. */
  search: { countryCode: string; postalCode: string } | null;
  blocked: "postcode" | "country" | null;
  point: ServicePointDto | null;
  onPoint: (point: ServicePointDto | null) => void;
  error?: string | null;
}

type ListState = { status: "idle" | "loading" | "failed" } | { status: "ready"; points: ServicePointDto[] };

/**
 * The service point picker (SPEC §4): points near the entered postcode, nearest first, with name,
 * address, distance and opening hours. A DHL Packstation asks for the post number (SPEC §5 prompt);
 * cancelling clears the selection.
 */
export function ServicePointPicker({ cartId, search, blocked, point, onPoint, error }: PickerProps) {
  const { t, store } = useI18n();
  const [list, setList] = useState<ListState>({ status: "idle" });
  const [station, setStation] = useState<ServicePointDto | null>(null);
  const [postNumber, setPostNumber] = useState("");
  const [postError, setPostError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const countryCode = search?.countryCode;
  const postalCode = search?.postalCode;

  useEffect(() => {
    if (!countryCode || !postalCode) {
      setList({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setList({ status: "loading" });
    servicePoints({ countryCode, postalCode, store: store.code }, { signal: controller.signal }).then(
      (points) =>
        setList({
          status: "ready",
          points: [...points].sort((a, b) => (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0)),
        }),
      (e: unknown) => {
        if (!(e instanceof ApiError && e.errorCode === "ABORTED")) setList({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [countryCode, postalCode, store.code]);

  const choose = async (candidate: ServicePointDto, number?: string) => {
    setSaving(candidate.id);
    setChooseError(null);
    try {
      const chosen = await selectServicePoint({
        cartId,
        servicePoint: number ? `${candidate.id}|${number}` : candidate.id,
      });
      onPoint({ ...candidate, ...chosen });
      setStation(null);
      setPostError(null);
    } catch (e) {
      const message = e instanceof ApiError ? (e.fields?.postNumber ?? e.message) : t("checkout.failed");
      if (number) setPostError(message);
      else setChooseError(message);
    } finally {
      setSaving(null);
    }
  };

  const pick = (candidate: ServicePointDto) => {
    setChooseError(null);
    if (isPackstation(candidate)) {
      onPoint(null);
      setStation(candidate);
      setPostNumber("");
      setPostError(null);
      return;
    }
    setStation(null);
    void choose(candidate);
  };

  const cancelStation = () => {
    setStation(null);
    setPostNumber("");
    setPostError(null);
    onPoint(null);
  };

  const selectedId = station?.id ?? point?.id ?? null;
  const today = ((new Date().getDay() + 6) % 7) + 1;

  return (
    <div className="point-picker" aria-live="polite">
      <h3 className="point-picker__title">{t("checkout.point.title")}</h3>
      {blocked === "country" && <p className="point-picker__note">{t("checkout.point.unsupportedCountry")}</p>}
      {blocked === "postcode" && <p className="point-picker__note">{t("checkout.point.needPostcode")}</p>}
      {list.status === "loading" && (
        <p className="point-picker__note">
          <span className="checkout-spinner" aria-hidden="true" /> {t("checkout.point.loading")}
        </p>
      )}
      {list.status === "failed" && (
        <p className="point-picker__note point-picker__note--error">{t("checkout.point.failed")}</p>
      )}
      {list.status === "ready" && list.points.length === 0 && (
        <p className="point-picker__note">{t("checkout.point.none")}</p>
      )}
      {list.status === "ready" && list.points.length > 0 && (
        <fieldset className="point-picker__list">
          <legend className="point-picker__near">{t("checkout.point.near", { postcode: postalCode ?? "" })}</legend>
          {list.points.map((candidate) => {
            const checked = candidate.id === selectedId;
            const rows = openingRows(candidate.openingHours);
            const todayHours = rows.find((r) => r.from <= today && today <= r.to)?.hours;
            const distance = formatDistance(candidate.distanceMeters, store.locale);
            const packstation = isPackstation(candidate);
            return (
              <div key={candidate.id} className={`point${checked ? " is-checked" : ""}`}>
                <label className="point__choice">
                  <input
                    type="radio"
                    name="servicePoint"
                    value={candidate.id}
                    checked={checked}
                    disabled={saving !== null}
                    onChange={() => pick(candidate)}
                  />
                  <span className="point__body">
                    <span className="point__name">
                      {candidate.name}
                      {packstation && <span className="point__badge">{t("checkout.point.packstation")}</span>}
                    </span>
                    <span className="point__address">
                      {candidate.street} {candidate.houseNumber}, {candidate.postalCode} {candidate.city}
                    </span>
                    <span className="point__today">
                      {t("checkout.point.today")}: {todayHours ?? t("checkout.point.closed")}
                    </span>
                  </span>
                  {distance && <span className="point__distance">{distance}</span>}
                  {saving === candidate.id && <span className="checkout-spinner" aria-hidden="true" />}
                </label>
                {checked && (
                  <dl className="point__hours" aria-label={t("checkout.point.hours")}>
                    {rows.map((row) => (
                      <div key={row.from}>
                        <dt>
                          {weekdayName(row.from, store.locale)}
                          {row.to !== row.from && `–${weekdayName(row.to, store.locale)}`}
                        </dt>
                        <dd>{row.hours ?? t("checkout.point.closed")}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {station?.id === candidate.id && (
                  <div className="postnumber" role="group" aria-labelledby="postnumber-prompt">
                    <p id="postnumber-prompt" className="postnumber__prompt">
                      {t("checkout.postNumber.prompt")}
                    </p>
                    <div className={`field${postError ? " field--invalid" : ""}`}>
                      <label className="visually-hidden" htmlFor="checkout-postnumber">
                        {t("checkout.postNumber.label")}
                      </label>
                      <input
                        id="checkout-postnumber"
                        className="field__input"
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder={t("checkout.postNumber.label")}
                        value={postNumber}
                        aria-invalid={postError ? true : undefined}
                        aria-describedby={postError ? "checkout-postnumber-error" : undefined}
                        onChange={(e) => setPostNumber(e.target.value.replace(/\s+/g, ""))}
                        onKeyDown={(e) => {
                          if (e.key === "Enter") {
                            e.preventDefault();
                            if (postNumber) void choose(candidate, postNumber);
                          } else if (e.key === "Escape") cancelStation();
                        }}
                      />
                      {postError && (
                        <p className="field__error" id="checkout-postnumber-error" role="alert">
                          {postError}
                        </p>
                      )}
                    </div>
                    <div className="postnumber__actions">
                      <Button
                        size="small"
                        disabled={!postNumber || saving !== null}
                        onClick={() => void choose(candidate, postNumber)}
                      >
                        {t("checkout.postNumber.confirm")}
                      </Button>
                      <Button size="small" variant="tertiary" onClick={cancelStation}>
                        {t("checkout.postNumber.cancel")}
                      </Button>
                    </div>
                  </div>
                )}
                {checked && point?.postNumber && (
                  <p className="point__postnumber">
                    <Icon name="pin" size={16} />
                    {t("checkout.postNumber.postNumberShort", { postNumber: point.postNumber })}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {(chooseError ?? error) && (
        <p className="field__error" role="alert">
          {chooseError ?? error}
        </p>
      )}
    </div>
  );
}
