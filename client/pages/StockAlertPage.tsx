import type { ReactNode } from "react";
import { storePath } from "../../domain/urls";
import { Button, ButtonLink } from "../components/Button";
import { Notice, NoticePage } from "../components/NoticePage";
import { useI18n } from "../i18n/translate";

/** What a back-in-stock page shows: a step with its button, its outcome, or a link that does not work. */
export type StockAlertView =
  | { kind: "confirm"; token: string; email: string; product: string; size: string }
  | { kind: "confirmed"; product: string; size: string; productPath: string }
  | { kind: "unsubscribe"; token: string; email: string }
  | { kind: "unsubscribed" }
  | { kind: "invalid" };

/**
 * /stock-alert/confirm and /stock-alert/unsubscribe (issue 32 point 4): personal, never cached. The
 * link of a mail shows a button that posts, so a mail scanner following links acts for nobody.
 * Styled as the newsletter's pages (the same calm letter layout).
 */
export function StockAlertPage({ view }: { view: StockAlertView }) {
  const { t, store } = useI18n();
  const continueLink = (href = storePath(store.code, "/"), label = t("stockAlert.page.continue")) => (
    <ButtonLink variant="secondary" href={href}>
      {label}
    </ButtonLink>
  );
  const notice = (tone: "success" | "danger", text: string) => <Notice tone={tone}>{text}</Notice>;
  const action = (page: "confirm" | "unsubscribe", token: string, question: string, label: string) => (
    <form method="post" action={storePath(store.code, `/stock-alert/${page}`)} className="newsletter-page__form">
      <p className="newsletter-page__text">{question}</p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" variant="primary">
        {label}
      </Button>
    </form>
  );
  let title: string;
  let body: ReactNode;
  switch (view.kind) {
    case "confirm":
      title = t("stockAlert.page.confirmHeading");
      body = action(
        "confirm",
        view.token,
        t("stockAlert.page.confirmIntro", { email: view.email, product: view.product, size: view.size }),
        t("stockAlert.page.confirmButton"),
      );
      break;
    case "confirmed":
      title = t("stockAlert.page.confirmedHeading");
      body = (
        <>
          {notice("success", t("stockAlert.page.confirmedText", { product: view.product, size: view.size }))}
          {continueLink(view.productPath, t("stockAlert.page.viewProduct"))}
        </>
      );
      break;
    case "unsubscribe":
      title = t("stockAlert.page.unsubscribeHeading");
      body = action(
        "unsubscribe",
        view.token,
        t("stockAlert.page.unsubscribeIntro", { email: view.email }),
        t("stockAlert.page.unsubscribeButton"),
      );
      break;
    case "unsubscribed":
      title = t("stockAlert.page.unsubscribedHeading");
      body = (
        <>
          {notice("success", t("stockAlert.page.unsubscribedText"))}
          {continueLink()}
        </>
      );
      break;
    case "invalid":
      title = t("stockAlert.page.invalidHeading");
      body = (
        <>
          {notice("danger", t("stockAlert.page.invalidText"))}
          {continueLink()}
        </>
      );
      break;
  }
  return (
    <NoticePage eyebrow={t("stockAlert.page.title")} title={title}>
      {body}
    </NoticePage>
  );
}
