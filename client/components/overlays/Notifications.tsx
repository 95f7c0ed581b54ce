import { useStore } from "@nanostores/react";
import { SIDE_PANEL_TIMEOUT_MS } from "../../../schema/constants";
import { useLazyComponent } from "../../hooks/useLazyComponent";
import { useI18n } from "../../i18n/translate";
import { $notifications } from "../../stores/notifications";

const loadList = () => import("./NotificationList");

/**
 * The notification area (SPEC §2/§4): stacked messages with up to two actions and a close button.
 * The live region is there from the start (so screen readers hear what comes into it); the code
 * that draws the messages loads with the first one.
 */
export function Notifications() {
  const { t } = useI18n();
  const list = useStore($notifications);
  const view = useLazyComponent(loadList, list.length > 0, SIDE_PANEL_TIMEOUT_MS);
  return (
    <section className="notifications" aria-label={t("notification.region")} aria-live="polite">
      {view.status === "ready" && <view.Component list={list} />}
    </section>
  );
}
