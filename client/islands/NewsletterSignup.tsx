import { SignupForm } from "../components/newsletter/SignupForm";
import { useI18n } from "../i18n/translate";

export interface NewsletterSignupProps {
  /** Where it sits: "footer" (light on the dark footer) or "page" (the /newsletter page). */
  placement: "footer" | "page";
}

/** The newsletter sign-up block (SPEC §4): a heading, the 10 % promise and the form. */
export default function NewsletterSignup({ placement }: NewsletterSignupProps) {
  const { t } = useI18n();
  const footer = placement === "footer";
  return (
    <section
      className={`newsletter-signup newsletter-signup--${placement}`}
      aria-labelledby={`newsletter-${placement}-title`}
    >
      {footer ? (
        <h2 className="newsletter-signup__title" id={`newsletter-${placement}-title`}>
          {t("newsletter.title")}
        </h2>
      ) : (
        <h2 className="visually-hidden" id={`newsletter-${placement}-title`}>
          {t("newsletter.title")}
        </h2>
      )}
      <p className="newsletter-signup__intro">{t("newsletter.intro")}</p>
      <SignupForm id={`newsletter-${placement}`} tone={footer ? "light" : "dark"} />
    </section>
  );
}
