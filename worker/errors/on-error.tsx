import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { getStoreView, splitStorePath } from "../../domain/store-views";
import { ErrorPage, errorTitle } from "../../client/pages/ErrorPage";
import { ConfigError } from "../config/env";
import { requestUrl, translatorFor, type AppEnv } from "../context";
import { createLogger, describeError } from "../logging/logger";
import { renderPage } from "../pages/render";
import { AppError, errorEnvelope, ServiceUnavailableError, type ErrorCode } from "./app-error";
import { isDatabaseUnavailable } from "../db/faults";
import { RETRY_AFTER_SECONDS } from "../../schema/constants";

function isApi(c: Context<AppEnv>): boolean {
  return requestUrl(c).pathname.startsWith("/api/");
}

function classify(error: Error): {
  status: number;
  errorCode: ErrorCode;
  message: string;
  fields?: Record<string, string>;
} {
  if (error instanceof AppError)
    return { status: error.status, errorCode: error.errorCode, message: error.message, fields: error.fields };
  // A database that is down or too slow is a known fault: 503, and the client may retry.
  if (isDatabaseUnavailable(error))
    return {
      status: 503,
      errorCode: "SERVICE_UNAVAILABLE",
      message: "The shop cannot be reached right now, please try again shortly",
    };
  if (error instanceof URIError)
    return { status: 400, errorCode: "BAD_REQUEST", message: "The address is not a valid URL encoding" };
  if (error instanceof HTTPException && error.status === 403)
    return { status: 403, errorCode: "FORBIDDEN", message: "Cross-site request refused" };
  if (error instanceof HTTPException && error.status < 500)
    return { status: error.status, errorCode: "BAD_REQUEST", message: error.message || "Bad request" };
  return { status: 500, errorCode: "INTERNAL", message: "Something went wrong" };
}

/**
 * The one error path (CONVENTIONS 4): API requests get the `{code, result}` envelope, pages the
 * error page with the same status. Unexpected errors are logged with the request id and answered
 * with a generic 500: no stack, no SQL, no configuration details.
 */
export async function handleError(error: Error, c: Context<AppEnv>): Promise<Response> {
  const { status, errorCode, message, fields } = classify(error);
  const log = c.get("log") ?? createLogger({ path: new URL(c.req.url).pathname });
  if (status === 503) {
    log.error("dependency unavailable", {
      ...describeError(error),
      ...(error instanceof ServiceUnavailableError ? { detail: error.detail } : {}),
    });
  } else if (status >= 500)
    log.error(error instanceof ConfigError ? "configuration error" : "unhandled error", describeError(error));
  else log.info("request refused", { status, errorCode, error: message });

  if (isApi(c)) {
    return c.json(errorEnvelope(status, errorCode, message, fields), status as 400, unavailableHeaders(status));
  }
  return renderErrorPage(c, status);
}

/** A 503 tells clients when to come back and is never cached. */
function unavailableHeaders(status: number): Record<string, string> {
  return status === 503 ? { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } : {};
}

/** The HTML error page for a status; falls back to plain HTML when even that cannot render. */
export async function renderErrorPage(c: Context<AppEnv>, status: number): Promise<Response> {
  if (c.get("config") && c.get("store")) {
    try {
      const t = c.get("t");
      return await renderPage(c, {
        meta: { title: t(errorTitle(status)), noindex: true, pageType: "Error" },
        body: <ErrorPage status={status} />,
        status,
        headers: unavailableHeaders(status),
      });
    } catch (renderError) {
      c.get("log").error("error page failed to render", describeError(renderError));
    }
  }
  const store = getStoreView(splitStorePath(new URL(c.req.url).pathname).code);
  const t = translatorFor(store.code);
  const title = t(errorTitle(status));
  return c.html(
    `<!doctype html><html lang="${store.language}"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${t(status >= 500 ? "error.server.text" : "error.notFound.text")}</p>`,
    status as 500,
    unavailableHeaders(status),
  );
}
