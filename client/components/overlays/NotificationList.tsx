import { Icon, type IconName } from "../Icon";
import { useI18n } from "../../i18n/translate";
import { dismiss, type Notification, type NotificationType } from "../../stores/notifications";

const ICONS: Record<NotificationType, IconName> = {
  secondary: "info",
  info: "info",
  success: "check",
  warning: "alert",
  danger: "alert",
};

/** The notifications themselves: message, up to two actions and a close button each. */
export default function NotificationList({ list }: { list: readonly Notification[] }) {
  const { t } = useI18n();
  return (
    <>
      {list.map((n) => (
        <div
          key={n.id}
          className={`notification notification--${n.type}`}
          role={n.type === "danger" ? "alert" : "status"}
        >
          <Icon name={ICONS[n.type]} />
          <p className="notification__message">{n.message}</p>
          {(n.action1 || n.action2) && (
            <div className="notification__actions">
              {[n.action1, n.action2].map((action) =>
                !action ? null : action.href ? (
                  <a key={action.label} className="notification__action" href={action.href}>
                    {action.label}
                  </a>
                ) : (
                  <button
                    key={action.label}
                    type="button"
                    className="notification__action"
                    onClick={() => {
                      action.onSelect?.();
                      dismiss(n.id);
                    }}
                  >
                    {action.label}
                  </button>
                ),
              )}
            </div>
          )}
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
    </>
  );
}
