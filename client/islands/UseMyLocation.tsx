import { useState } from "react";
import { storePath } from "../../domain/urls";
import { useI18n } from "../i18n/translate";

/**
 * "Use my location" on the store locator: asks the browser for its position and opens the locator
 * at it, rounded to about a kilometre (a shareable, cacheable URL that does not pinpoint a home).
 */
export default function UseMyLocation() {
  const { t, store } = useI18n();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const locate = () => {
    if (!("geolocation" in navigator)) return setState("failed");
    setState("busy");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const lat = position.coords.latitude.toFixed(2);
        const lng = position.coords.longitude.toFixed(2);
        window.location.assign(`${storePath(store.code, "/storelocator")}?lat=${lat}&lng=${lng}`);
      },
      () => setState("failed"),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  return (
    <div className="store-locate">
      <button
        type="button"
        className="btn btn--secondary store-locate__button"
        onClick={locate}
        disabled={state === "busy"}
      >
        {state === "busy" ? t("stores.locating") : t("stores.useLocation")}
      </button>
      <p className="store-locate__error" role="status">
        {state === "failed" ? t("stores.locationFailed") : ""}
      </p>
    </div>
  );
}
