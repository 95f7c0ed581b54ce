import { storePath } from "../../../domain/urls";
import { useI18n } from "../../i18n/translate";
import { Button } from "../Button";
import { TextField } from "../TextField";

export interface NewsletterFormProps {
  /** Where it sits: "footer" (light on the dark footer, with its heading) or "page" (/newsletter). */
  placement: "footer" | "page";
  /** A SPEC §5 message to show at the field (the /newsletter page after a refused post). */
  error?: string | null;
}

/**
 * The newsletter sign-up (SPEC §4) as plain HTML: a form posting to {prefix}/newsletter that lands
 * on the newsletter page, so it works without JavaScript and costs every page no script.
 */
export function NewsletterForm({ placement, error = null }: NewsletterFormProps) {
  const { t, store } = useI18n();
  const footer = placement === "footer";
  const titleId = `newsletter-${placement}-title`;
  return (
    <section className={`newsletter-signup newsletter-signup--${placement}`} aria-labelledby={titleId}>
      <h2 className={footer ? "newsletter-signup__title" : "visually-hidden"} id={titleId}>
        {t("newsletter.title")}
      </h2>
      <p className="newsletter-signup__intro">{t("newsletter.intro")}</p>
      <form
        method="post"
        action={storePath(store.code, "/newsletter")}
        className={`newsletter-form newsletter-form--${footer ? "light" : "dark"}`}
      >
        <div className="newsletter-form__row">
          <TextField
            id={`newsletter-${placement}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
            label={t("newsletter.email")}
            error={error}
          />
          <Button type="submit" variant="primary" light={footer}>
            {t("newsletter.submit")}
          </Button>
        </div>
        <p className="newsletter-form__privacy">{t("newsletter.privacy")}</p>
      </form>
    </section>
  );
}
