import { useStore } from "@nanostores/react";
import { Icon } from "../Icon";
import { useI18n } from "../../i18n/translate";
import { $isOnline } from "../../stores/network";

/** SPEC §8 offline badge (danger): shown while the browser is offline. */
export function OfflineBadge() {
  const { t } = useI18n();
  const online = useStore($isOnline);
  if (online) return null;
  return (
    <div className="offline-badge" role="status">
      <Icon name="offline" size={18} />
      <span>{t("offline.badge")}</span>
    </div>
  );
}
