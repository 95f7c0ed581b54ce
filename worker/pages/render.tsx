import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { getNavigation } from "../../client/config/navigation";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { STORE_CODES, type StoreCode } from "../../domain/store-views";
import { storeAlternates } from "../../domain/urls";
import { createI18n, I18nContext } from "../../client/i18n/translate";
import type { TabItem } from "../../client/islands/BottomNav";
import { DefaultLayout } from "../../client/layouts/DefaultLayout";
import { MaintenanceLayout } from "../../client/layouts/MaintenanceLayout";
import { MinimalLayout } from "../../client/layouts/MinimalLayout";
import { Document } from "../../client/pages/Document";
import type { PageFrame, PageMeta } from "../../client/pages/page-types";
import type { AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { CLIENT_ASSETS } from "./assets";
import { loadChrome } from "./chrome";
import { pageMediaVersion } from "./media";
import { withModulePreloads } from "./preload";

export type Layout = "default" | "minimal" | "checkout" | "maintenance" | "empty";

export interface PageSpec {
  meta: PageMeta;
  body: ReactNode;
  layout?: Layout;
  status?: number;
  routeItem?: TabItem;
  transparentHeader?: boolean;
  /** The same page in each store view; defaults to this path under each prefix. */
  alternates?: Record<StoreCode, string>;
  headers?: Record<string, string>;
}

const BOTS = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;

/**
 * The origin for canonical, hreflang, Open Graph and JSON-LD URLs: PUBLIC_ORIGIN when configured,
 * else the request's (the edge cache then keys pages by host, so a forged Host header can only
 * ever reach the one who sent it).
 */
export function publicOrigin(c: Context<AppEnv>): string {
  return c.var.config.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
}

function layoutFor(spec: PageSpec, frame: PageFrame): ReactNode {
  switch (spec.layout) {
    case "empty":
      return <main id="main">{spec.body}</main>;
    case "maintenance":
      return <MaintenanceLayout>{spec.body}</MaintenanceLayout>;
    case "minimal":
    case "checkout":
      return (
        <MinimalLayout frame={frame} checkout={spec.layout === "checkout"}>
          {spec.body}
        </MinimalLayout>
      );
    default:
      return (
        <DefaultLayout frame={frame} transparentHeader={spec.transparentHeader}>
          {spec.body}
        </DefaultLayout>
      );
  }
}

/**
 * Streams a page with React 19 SSR (ARCHITECTURE §4): the request signal aborts rendering when
 * the shopper leaves, errors before the shell become a 500 page, and bots get the complete
 * document (`allReady`) rather than a stream.
 */
export async function renderPage(c: Context<AppEnv>, spec: PageSpec): Promise<Response> {
  const { store, log } = c.var;
  // The CMS's menu, footer, usps and theme flags when a feature supplies them (./chrome.ts).
  const chrome = spec.layout === "maintenance" || spec.layout === "empty" ? null : await loadChrome(c);
  if (spec.transparentHeader && chrome?.transparentHeader === false) spec = { ...spec, transparentHeader: false };
  const media = await pageMediaVersion(c);
  const frame: PageFrame = {
    alternates: spec.alternates ?? storeAlternates(c.var.storeRelativePath, STORE_CODES),
    origin: publicOrigin(c),
    navigation: chrome?.navigation ?? getNavigation(store.code),
    ...(chrome?.footer ? { footer: chrome.footer } : {}),
    ...(chrome?.usps ? { usps: chrome.usps } : {}),
    routeItem: spec.routeItem ?? "none",
    nonce: c.var.secureHeadersNonce ?? "",
    assets: CLIENT_ASSETS,
    ...(media ? { mediaVersion: media } : {}),
    newsletterPopupDelayMs: c.var.config.NEWSLETTER_POPUP_DELAY_MS,
  };
  const tree = (
    <I18nContext.Provider value={createI18n(store, ALL_MESSAGES[store.code])}>
      <Document frame={frame} meta={spec.meta}>
        {layoutFor(spec, frame)}
      </Document>
    </I18nContext.Provider>
  );
  const stream = await renderToReadableStream(tree, {
    signal: c.req.raw.signal,
    nonce: frame.nonce || undefined,
    onError(error) {
      if (!c.req.raw.signal.aborted) log.error("render error", describeError(error));
    },
  });
  if (BOTS.test(c.req.header("user-agent") ?? "")) await stream.allReady;
  // The head gets the module preloads of the page's islands (./preload.ts), known once the body is rendered.
  const html = withModulePreloads(await new Response(stream).text(), frame.assets, store.code);
  return new Response(html, {
    status: spec.status ?? 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", ...spec.headers },
  });
}
