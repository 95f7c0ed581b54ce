import { Button } from "../components/Button";
import { useI18n } from "../i18n/translate";
import { startLoader, stopLoader } from "../stores/loader";
import { openModal } from "../stores/modal";
import { notify } from "../stores/notifications";

/** Buttons on /styleguide that show the live notification, loader and modal components. */
export default function StyleguideDemo() {
  const { t } = useI18n();
  return (
    <div className="button-row">
      <Button
        variant="secondary"
        onClick={() =>
          notify({
            type: "success",
            message: t("styleguide.notify.successText"),
            action1: { label: t("notification.ok") },
          })
        }
      >
        {t("styleguide.notify.success")}
      </Button>
      <Button
        variant="secondary"
        onClick={() => notify({ type: "danger", message: t("styleguide.notify.dangerText") })}
      >
        {t("styleguide.notify.danger")}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          startLoader();
          setTimeout(stopLoader, 2000);
        }}
      >
        {t("styleguide.loader")}
      </Button>
      <Button variant="secondary" onClick={() => openModal("feature-not-implemented")}>
        {t("styleguide.modal")}
      </Button>
    </div>
  );
}
