import { useStore } from "@nanostores/react";
import { Icon } from "../Icon";
import { useI18n } from "../../i18n/translate";
import { $isOnline } from "../../stores/network";

/**
 * SPEC §8 offline badge (danger): shown while the browser is offline. Hydrated as online (the store's
 * initial value): a page the service worker serves offline was rendered online, without the badge.
 */
export function OfflineBadge() {
  const { t } = useI18n();
  const online = useStore($isOnline, { ssr: "initial" });
  if (online) return null;
  return (
    <div className="offline-badge" role="status">
      <Icon name="offline" size={18} />
      <span>{t("offline.badge")}</span>
    </div>
  );
}
