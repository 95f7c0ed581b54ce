import type { ReactNode } from "react";
import { storePath } from "../../domain/urls";
import { Button, ButtonLink } from "../components/Button";
import { Notice, NoticePage } from "../components/NoticePage";
import { NewsletterForm } from "../components/newsletter/NewsletterForm";
import type { MessageKey } from "../i18n/messages/types";
import { useI18n } from "../i18n/translate";

/** What a newsletter page shows: the sign-up, a confirmation's outcome, or an unsubscribe step. */
export type NewsletterView =
  | { kind: "signup"; sent?: boolean; error?: MessageKey }
  | { kind: "confirmed"; couponCode: string | null }
  | { kind: "link-problem"; problem: "invalid" | "expired" }
  | { kind: "unsubscribe"; email: string; token: string }
  | { kind: "unsubscribed" }
  | { kind: "not-subscribed" };

/**
 * /newsletter, /newsletter/confirm and /newsletter/unsubscribe (SPEC §4 newsletter): the sign-up
 * that works without JavaScript, the double opt-in's outcome with the welcome code, and the
 * token-based unsubscribe (a button, so a mail scanner following links unsubscribes nobody).
 */
export function NewsletterPage({ view }: { view: NewsletterView }) {
  const { t, store } = useI18n();
  const home = storePath(store.code, "/");
  const continueLink = (
    <ButtonLink variant="secondary" href={home}>
      {t("newsletter.continue")}
    </ButtonLink>
  );
  const notice = (tone: "success" | "danger", text: string) => <Notice tone={tone}>{text}</Notice>;
  let title: string;
  let body: ReactNode;
  switch (view.kind) {
    case "signup":
      title = view.sent ? t("newsletter.page.sent") : t("newsletter.page.title");
      body = view.sent ? (
        <>
          {notice("success", t("newsletter.sent"))}
          {continueLink}
        </>
      ) : (
        <NewsletterForm placement="page" error={view.error ? t(view.error) : null} />
      );
      break;
    case "confirmed":
      title = t("newsletter.confirm.title");
      body = view.couponCode ? (
        <>
          <div className="newsletter-page__coupon">
            <p className="newsletter-page__coupon-label">{t("newsletter.confirm.coupon")}</p>
            <p className="newsletter-page__coupon-code" data-testid="newsletter-coupon">
              {view.couponCode}
            </p>
          </div>
          <p className="newsletter-page__text">{t("newsletter.confirm.couponHint")}</p>
          {continueLink}
        </>
      ) : (
        <>
          <p className="newsletter-page__text">{t("newsletter.confirm.again")}</p>
          {continueLink}
        </>
      );
      break;
    case "link-problem":
      title = t("newsletter.link.title");
      body = (
        <>
          <p className="newsletter-page__text">
            {t(view.problem === "expired" ? "newsletter.link.expired" : "newsletter.link.invalid")}
          </p>
          <NewsletterForm placement="page" />
        </>
      );
      break;
    case "unsubscribe":
      title = t("newsletter.unsubscribe.title");
      body = (
        <form method="post" action={storePath(store.code, "/newsletter/unsubscribe")} className="newsletter-page__form">
          <p className="newsletter-page__text">{t("newsletter.unsubscribe.question", { email: view.email })}</p>
          <input type="hidden" name="token" value={view.token} />
          <Button type="submit" variant="primary">
            {t("newsletter.unsubscribe.submit")}
          </Button>
        </form>
      );
      break;
    case "unsubscribed":
      title = t("newsletter.unsubscribe.title");
      body = (
        <>
          {notice("success", t("newsletter.unsubscribe.done"))}
          {continueLink}
        </>
      );
      break;
    case "not-subscribed":
      title = t("newsletter.unsubscribe.title");
      body = (
        <>
          {notice("danger", t("newsletter.unsubscribe.notSubscribed"))}
          {continueLink}
        </>
      );
      break;
  }
  return (
    <NoticePage eyebrow={t("newsletter.title")} title={title}>
      {body}
    </NoticePage>
  );
}
