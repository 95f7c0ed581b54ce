import { ButtonLink } from "../components/Button";
import { storePath } from "../../domain/urls";
import { useI18n } from "../i18n/translate";
import type { MessageKey } from "../i18n/messages/types";

const TEXTS: Record<number, { title: MessageKey; text: MessageKey }> = {
  400: { title: "error.badRequest.title", text: "error.badRequest.text" },
  404: { title: "error.notFound.title", text: "error.notFound.text" },
};

/** The error page: 404 for unknown paths, 400 for unreadable addresses, 500 otherwise. */
export function ErrorPage({ status }: { status: number }) {
  const { t, store } = useI18n();
  const texts = TEXTS[status] ?? { title: "error.server.title", text: "error.server.text" };
  return (
    <section className="error-page container">
      <p className="error-page__code">{t("error.code", { code: status })}</p>
      <h1 className="error-page__title">{t(texts.title)}</h1>
      <p className="error-page__text">{t(texts.text)}</p>
      <ButtonLink variant="primary" href={storePath(store.code, "/")}>
        {t("error.backHome")}
      </ButtonLink>
    </section>
  );
}

/** The title for an error page's `<title>`. */
export function errorTitle(status: number): MessageKey {
  return (TEXTS[status] ?? { title: "error.server.title" as const }).title;
}
