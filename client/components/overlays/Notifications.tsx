import { useStore } from "@nanostores/react";
import { Icon, type IconName } from "../Icon";
import { useI18n } from "../../i18n/translate";
import { $notifications, dismiss, type NotificationType } from "../../stores/notifications";

const ICONS: Record<NotificationType, IconName> = {
  secondary: "info",
  info: "info",
  success: "check",
  warning: "alert",
  danger: "alert",
};

/** The notification area (SPEC §2/§4): stacked messages with an optional action and a close button. */
export function Notifications() {
  const { t } = useI18n();
  const list = useStore($notifications);
  return (
    <section className="notifications" aria-label={t("notification.region")} aria-live="polite">
      {list.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.type}`}
          role={n.type === "danger" ? "alert" : "status"}
        >
          <Icon name={ICONS[n.type]} />
          <p className="notification__message">{n.message}</p>
          {n.action1 &&
            (n.action1.href ? (
              <a className="notification__action" href={n.action1.href}>
                {n.action1.label}
              </a>
            ) : (
              <button type="button" className="notification__action" onClick={() => dismiss(n.id)}>
                {n.action1.label}
              </button>
            ))}
          <button
            type="button"
            className="icon-btn icon-btn--small"
            aria-label={t("notification.close")}
            onClick={() => dismiss(n.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </section>
  );
}
