import { useStore } from "@nanostores/react";
import { useI18n } from "../../i18n/translate";
import { $loader } from "../../stores/loader";

/** SPEC §4 Loader: a full-page busy indicator with an optional message. */
export function Loader() {
  const { t } = useI18n();
  const loader = useStore($loader);
  if (!loader.active) return null;
  return (
    <div className="loader" role="status" aria-live="assertive">
      <div className="spinner spinner--large" aria-hidden="true" />
      <p className="loader__message">{loader.message ?? t("loader.loading")}</p>
    </div>
  );
}
