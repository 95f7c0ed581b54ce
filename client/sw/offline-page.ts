/**
 * SPEC §8: the page a shopper gets offline for a page that is not in the offline copy. It says so in
 * the store view's language and goes to that view's home: after a few seconds by its one script
 * (allowed by its nonce), at once by the OK link. Pure; the service worker answers with it
 * (service-worker.ts), the policy naming the nonce.
 */
import type { StoreCode } from "../../domain/store-views";
import { BRAND_NAME } from "../config/brand";
import { page as de } from "../i18n/messages/offline/page.de";
import { page as en } from "../i18n/messages/offline/page.en";
import { page as nl } from "../i18n/messages/offline/page.nl";
import { storeOfPath } from "./rules";

const MESSAGES = { nl, de, en } as const;

/** Seconds the message stays before the page goes home. */
export const OFFLINE_REDIRECT_SECONDS = 3;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePage(
  path: string,
  stylesheet: string | null,
  nonce: string,
): { html: string; store: StoreCode; policy: string } {
  const { code, home } = storeOfPath(path);
  const t = MESSAGES[code];
  const atHome = (path.replace(/\/+$/, "") || "/") === home;
  // At the home itself there is nowhere to go: the message stays, with its OK link to try again.
  const redirect = atHome
    ? ""
    : `<script nonce="${escape(nonce)}">setTimeout(function(){location.replace(${JSON.stringify(home)})},${OFFLINE_REDIRECT_SECONDS * 1000})</script>`;
  const html = `<!doctype html>
<html lang="${code}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(BRAND_NAME)}</title>${redirect}${stylesheet ? `<link rel="stylesheet" href="${escape(stylesheet)}">` : ""}
<meta name="robots" content="noindex"></head>
<body><main class="offline-page" data-offline-page>
<p class="offline-page__brand">${escape(BRAND_NAME)}</p>
<div class="notification notification--danger offline-page__message" role="alert"><p class="notification__message">${escape(t["offline.unavailable"])}</p>
<div class="notification__actions"><a class="notification__action" href="${escape(home)}">${escape(t["offline.ok"])}</a></div></div>
</main></body></html>`;
  const policy = `default-src 'self'; script-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
  return { html, store: code, policy };
}
