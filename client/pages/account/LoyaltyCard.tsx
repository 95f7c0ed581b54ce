import type { LoyaltyDto } from "../../../schema/api/account";
import { ean13Modules } from "../../../domain/account/ean13";
import type { MessageKey } from "../../i18n/messages/types";
import { useI18n } from "../../i18n/translate";

/** The card number as an EAN-13 barcode (SVG bars, quiet zones included), scannable from a phone screen. */
function Barcode({ number, label }: { number: string; label: string }) {
  const modules = ean13Modules(number);
  const quiet = 11;
  const width = modules.length + quiet * 2;
  const bars: { x: number; w: number }[] = [];
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== "1") continue;
    const last = bars[bars.length - 1];
    if (last && last.x + last.w === i + quiet) last.w += 1;
    else bars.push({ x: i + quiet, w: 1 });
  }
  return (
    <svg className="loyalty-card__barcode" viewBox={`0 0 ${width} 60`} role="img" aria-label={label}>
      <rect width={width} height="60" fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y="4" width={b.w} height="52" fill="#000" />
      ))}
    </svg>
  );
}

const REASONS: Record<string, MessageKey> = {
  order: "account.loyalty.reason.order",
  redeem: "account.loyalty.reason.redeem",
  welcome: "account.loyalty.reason.welcome",
  adjustment: "account.loyalty.reason.adjustment",
};

/** Issue 9 point 8: the card (number and barcode), the points balance and the history. */
export function LoyaltyCard({ loyalty, name }: { loyalty: LoyaltyDto; name: string }) {
  const { t, store } = useI18n();
  const date = new Intl.DateTimeFormat(store.locale, { day: "numeric", month: "short", year: "numeric" });
  const grouped = loyalty.card_number.replace(/^(\d)(\d{6})(\d{6})$/, "$1 $2 $3");
  return (
    <div className="loyalty">
      <p className="account-intro">{t("account.loyalty.intro")}</p>
      <div className="loyalty-card">
        <div className="loyalty-card__top">
          <span className="loyalty-card__brand">Atelier Noord</span>
          <span className="loyalty-card__name">{name}</span>
        </div>
        <Barcode number={loyalty.card_number} label={t("account.loyalty.barcode", { number: loyalty.card_number })} />
        <p className="loyalty-card__number">
          <span className="visually-hidden">{t("account.loyalty.number")} </span>
          {grouped}
        </p>
      </div>
      <p className="loyalty__balance">
        <span>{t("account.loyalty.balance")}</span>
        <strong>{t("account.loyalty.points", { points: loyalty.balance })}</strong>
      </p>
      <h2 className="account-subtitle">{t("account.loyalty.history")}</h2>
      {loyalty.history.length === 0 ? (
        <p className="account-empty">{t("account.loyalty.none")}</p>
      ) : (
        <ul className="loyalty__history">
          {loyalty.history.map((h, i) => (
            <li key={`${h.created_at}-${i}`}>
              <span>{date.format(new Date(h.created_at))}</span>
              <span>
                {t(REASONS[h.reason] ?? "account.loyalty.reason.adjustment", { number: h.order_increment_id ?? "" })}
              </span>
              <span className={h.points > 0 ? "loyalty__plus" : "loyalty__minus"}>
                {h.points > 0 ? `+${h.points}` : `−${Math.abs(h.points)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
