import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { Icon } from "../Icon";
import { useI18n } from "../../i18n/translate";
import { $isOnline } from "../../stores/network";

/**
 * SPEC §8 offline badge (danger): shown while the browser is offline. Only after hydration: a page
 * the service worker serves offline was rendered online, without the badge, and must hydrate as such.
 */
export function OfflineBadge() {
  const { t } = useI18n();
  const online = useStore($isOnline);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (online || !hydrated) return null;
  return (
    <div className="offline-badge" role="status">
      <Icon name="offline" size={18} />
      <span>{t("offline.badge")}</span>
    </div>
  );
}
