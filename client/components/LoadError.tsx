import { useStore } from "@nanostores/react";
import { useI18n } from "../i18n/translate";
import { $isOnline } from "../stores/network";
import { Button } from "./Button";
import { Icon } from "./Icon";

/** SPEC §2/§8: a component that failed to load, with 'Try again' (online only) and 'Close'. */
export function LoadError({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useI18n();
  const online = useStore($isOnline);
  return (
    <div className="load-error" role="alert">
      <Icon name="alert" />
      <p>{online ? t("panel.error.load") : t("panel.error.offline")}</p>
      <div className="load-error__actions">
        {online && (
          <Button variant="primary" size="small" onClick={onRetry}>
            {t("panel.error.retry")}
          </Button>
        )}
        <Button variant="secondary" size="small" onClick={onClose}>
          {t("panel.close")}
        </Button>
      </div>
    </div>
  );
}
