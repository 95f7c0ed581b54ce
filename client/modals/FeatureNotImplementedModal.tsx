import { useI18n } from "../i18n/translate";

/** SPEC §2 "feature not implemented" modal, shown by chrome whose feature has not shipped yet. */
export default function FeatureNotImplementedModal() {
  const { t } = useI18n();
  return <p className="modal__text">{t("modal.featureNotImplemented.text")}</p>;
}
