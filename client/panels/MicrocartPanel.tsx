import { Button } from "../components/Button";
import { Icon } from "../components/Icon";
import { useI18n } from "../i18n/translate";
import type { PanelProps } from "./types";

/** The microcart side panel. The cart feature fills it with lines and totals; empty, it invites browsing. */
export default function MicrocartPanel({ close }: PanelProps) {
  const { t } = useI18n();
  return (
    <div className="microcart-empty">
      <Icon name="bag" size={40} />
      <h3 className="microcart-empty__title">{t("cart.empty.title")}</h3>
      <p>{t("cart.empty.text")}</p>
      <Button variant="primary" onClick={close}>
        {t("cart.empty.cta")}
      </Button>
    </div>
  );
}
