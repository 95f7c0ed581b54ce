import { useI18n } from "../../i18n/translate";

/** SPEC §2 terms and conditions modal, opened from the checkout's consent checkbox. */
export default function TermsModal() {
  const { t } = useI18n();
  return (
    <div className="terms-modal">
      <p className="modal__text">{t("checkout.terms.text1")}</p>
      <p className="modal__text">{t("checkout.terms.text2")}</p>
    </div>
  );
}
