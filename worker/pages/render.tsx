import type { Context } from "hono";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { getNavigation } from "../../client/config/navigation";
import { ALL_MESSAGES } from "../../client/i18n/messages/all";
import { STORE_CODES, type StoreCode, type StoreView } from "../../domain/store-views";
import { storeAlternates } from "../../domain/urls";
import { createI18n, I18nContext } from "../../client/i18n/translate";
import type { TabItem } from "../../client/islands/BottomNav";
import { DefaultLayout } from "../../client/layouts/DefaultLayout";
import { MaintenanceLayout } from "../../client/layouts/MaintenanceLayout";
import { MinimalLayout } from "../../client/layouts/MinimalLayout";
import { Document } from "../../client/pages/Document";
import type { PageFrame, PageMeta, StyleGroup } from "../../client/pages/page-types";
import { requestUrl, type AppEnv } from "../context";
import { describeError } from "../logging/logger";
import { CLIENT_ASSETS } from "./assets";
import { loadChrome } from "./chrome";
import { pageCatalogVersion } from "./media";
import { islandMarkup } from "./island-markup";
import { IslandMarkup, type IslandMarkupCache } from "../../client/island";
import { mediaVersion } from "../../schema/catalog/media";
import { swatchStylesheetPath } from "../../schema/catalog/swatches";
import { earlyHints, withModulePreloads } from "./preload";
import type { MenuItem } from "../../client/config/navigation-types";
import { SiteOrigin } from "../../client/lib/site-origin";
import {
  BODY_MARKER_ATTRIBUTE,
  cachedShell,
  fillShell,
  pageShells,
  shellStats,
  shellTemplate,
  splitBody,
} from "./page-shell";
import { jsonLdSlots, shellKey, shellSpec, slotValues } from "./page-shell-slots";

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
  /** The page's own stylesheets besides the main one (client/styles/page-*.css). */
  styles?: readonly StyleGroup[];
}

// Where React marks a Suspense boundary it left for the browser to render (see renderDocument).
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * The origin for canonical, hreflang, Open Graph and JSON-LD URLs: PUBLIC_ORIGIN when configured,
 * else the request's (the edge cache then keys pages by host, so a forged Host header can only
 * ever reach the one who sent it).
 */
export function publicOrigin(c: Context<AppEnv>): string {
  return c.get("config").PUBLIC_ORIGIN ?? requestUrl(c).origin;
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

// The built-in menu of a store view (without a CMS menu), one per isolate: a page shell is kept per menu.
const builtInNavigation = new Map<StoreCode, MenuItem[]>();
function navigationOf(code: StoreCode): MenuItem[] {
  let navigation = builtInNavigation.get(code);
  if (!navigation) builtInNavigation.set(code, (navigation = getNavigation(code)));
  return navigation;
}

/** The whole document's tree: the layout and its body inside the document. */
function documentTree(
  store: StoreView,
  spec: PageSpec,
  frame: PageFrame,
  islands: IslandMarkupCache | null,
): ReactNode {
  return (
    <I18nContext.Provider value={createI18n(store, ALL_MESSAGES[store.code])}>
      <IslandMarkup.Provider value={islands}>
        <Document frame={frame} meta={spec.meta}>
          {layoutFor(spec, frame)}
        </Document>
      </IslandMarkup.Provider>
    </I18nContext.Provider>
  );
}

/**
 * Renders a page with React 19 SSR (ARCHITECTURE §4) into one complete document: no page defers
 * data to a later chunk, so streaming would buy nothing, and a complete document needs no inline
 * script (the CSP allows none) and is the same bytes for every visitor. Errors before the document
 * is whole become a 500 page.
 */
export async function renderPage(c: Context<AppEnv>, spec: PageSpec): Promise<Response> {
  const store = c.get("store");
  const log = c.get("log");
  // The CMS's menu, footer, usps and theme flags when a feature supplies them (./chrome.ts).
  const chrome = spec.layout === "maintenance" || spec.layout === "empty" ? null : await loadChrome(c);
  if (spec.transparentHeader && chrome?.transparentHeader === false) spec = { ...spec, transparentHeader: false };
  const version = await pageCatalogVersion(c);
  const frame: PageFrame = {
    alternates: spec.alternates ?? storeAlternates(c.get("storeRelativePath"), STORE_CODES),
    origin: publicOrigin(c),
    navigation: chrome?.navigation ?? navigationOf(store.code),
    ...(chrome?.footer ? { footer: chrome.footer } : {}),
    ...(chrome?.usps ? { usps: chrome.usps } : {}),
    routeItem: spec.routeItem ?? "none",
    assets: CLIENT_ASSETS,
    ...(spec.styles?.length ? { styles: spec.styles } : {}),
    ...(version === undefined ? {} : { mediaVersion: mediaVersion(version), swatches: swatchStylesheetPath(version) }),
    newsletterPopupDelayMs: c.get("config").NEWSLETTER_POPUP_DELAY_MS,
    ...(c.get("config").GTM_CONTAINER_ID ? { gtmContainerId: c.get("config").GTM_CONTAINER_ID } : {}),
  };
  // Islands an earlier page of this isolate rendered with the same props are written from its HTML.
  const scope = `${store.code}|${store.taxCountry}|${frame.mediaVersion ?? ""}|${frame.origin}`;
  const islands = islandMarkup(scope);
  const onError = (error: unknown) => {
    if (!c.req.raw.signal.aborted) log.error("render error", describeError(error));
  };
  const document =
    (await renderInShell(store, spec, frame, scope, islands, onError)) ??
    (await renderDocument(documentTree(store, spec, frame, islands), onError));
  islands.learn(document);
  // The head gets the module preloads of the page's islands (./preload.ts), known once the body is rendered.
  const html = withModulePreloads(document, frame.assets, store.code);
  return new Response(html, {
    status: spec.status ?? 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      Link: earlyHints(frame.assets, frame.styles, frame.swatches),
      ...spec.headers,
    },
  });
}

/**
 * The page as its body rendered alone in its kind's shell (./page-shell.ts), or null where it has
 * no shell or its body hoists more than image preloads: it is then rendered whole.
 */
async function renderInShell(
  store: StoreView,
  spec: PageSpec,
  frame: PageFrame,
  scope: string,
  islands: IslandMarkupCache,
  onError: (error: unknown) => void,
): Promise<string | null> {
  const key = pageShells.enabled ? shellKey(spec, frame, scope) : null;
  const shell =
    key === null
      ? null
      : cachedShell(key, () => {
          const marked = shellSpec(spec, frame);
          // No island markup cache: the shell's islands render from their marked props, which no page has.
          const html = renderToString(documentTree(store, marked.spec, marked.frame, null));
          if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
          // React writes a body's image preloads after the viewport meta, where the shell has its hoisted boot script.
          return shellTemplate(html, '<meta name="viewport"', '<script type="module"', jsonLdSlots(spec));
        });
  if (!shell) return null;
  const i18n = createI18n(store, ALL_MESSAGES[store.code]);
  // The contexts the document gives its body (client/pages/Document.tsx).
  const body = await renderWithRetries(
    () =>
      renderToString(
        <I18nContext.Provider value={{ ...i18n, media: frame.mediaVersion }}>
          <IslandMarkup.Provider value={islands}>
            <SiteOrigin.Provider value={frame.origin}>
              <div {...{ [BODY_MARKER_ATTRIBUTE]: "" }}>{spec.body}</div>
            </SiteOrigin.Provider>
          </IslandMarkup.Provider>
        </I18nContext.Provider>,
      ),
    onError,
  );
  const split = splitBody(body);
  if (!split) return null;
  shellStats.used++;
  return `<!DOCTYPE html>${fillShell(shell, slotValues(spec, frame), split.head, split.body)}`;
}

/** How often a render that left lazy parts to the browser is tried again after they had time to load. */
const LAZY_RETRIES = 3;

/**
 * `renderToString` (about 40 % less CPU than the streaming renderer, issue 12) cannot wait: a lazy
 * part under Suspense (a product's bundle choices, the checkout's account option) that is not
 * loaded yet is left for the browser, marked `<!--$!-->`. The lazy parts are modules of this
 * bundle: once asked for, they are loaded after the current task, and stay loaded for the
 * isolate's life. So a render that left any is run again after a task's turn, up to LAZY_RETRIES
 * times (a lazy part inside a lazy part needs two). Whatever still suspends after that (a part that
 * fails to load) stays with the browser; the document never carries an inline script. The worker
 * bundles only React's string renderer (wrangler.toml's alias): its start-up compiles and runs no
 * streaming renderer it would not use.
 */
export async function renderDocument(tree: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return `<!DOCTYPE html>${await renderWithRetries(() => renderToString(tree), onError)}`;
}

/** `render` run again while it leaves lazy parts to the browser (see renderDocument). */
async function renderWithRetries(render: () => string, onError: (error: unknown) => void): Promise<string> {
  let html = render();
  for (let retry = 0; retry < LAZY_RETRIES && html.includes(CLIENT_RENDERED_BOUNDARY); retry++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = render();
  }
  // The string renderer swallows what a boundary threw: say that one was left, so the log shows it.
  if (html.includes(CLIENT_RENDERED_BOUNDARY))
    onError(new Error(`a Suspense boundary was left to the browser after ${LAZY_RETRIES + 1} renders`));
  return html;
}
