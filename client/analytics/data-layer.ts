/**
 * The data layer (issue 34): `window.dataLayer`, which a tag manager reads once it is loaded (only
 * after consent, consent.ts). Its first entries are the Consent Mode v2 defaults (all denied) and,
 * when the shopper chose before, the stored choice as an update; events follow as GA4 ecommerce
 * events with the page's type. Nothing here sends anything anywhere: without a tag manager the
 * entries stay in the page. Safe to call on the server (it does nothing there).
 */
import type { PageType } from "../../schema/analytics";
import { consentSignals, readConsent } from "./consent-state";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page's type (`<html data-page-type>`, PageMeta `pageType`). */
export const pageType = (): PageType => (document.documentElement.dataset.pageType as PageType | undefined) ?? "Other";

let started = false;

function layer(): unknown[] {
  const dl = (window.dataLayer ??= []);
  if (!started) {
    started = true;
    // gtag's contract: the arguments object itself, not an array.
    dl.push(args("consent", "default", { ...consentSignals(null), wait_for_update: 500 }));
    const choice = readConsent();
    if (choice) dl.push(args("consent", "update", consentSignals(choice)));
  }
  return dl;
}

function args(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments;
}

/** A gtag() command (consent default/update) on the data layer. */
export function gtag(...values: unknown[]): void {
  if (typeof window === "undefined") return;
  layer().push(args(...values));
}

/** Starts the data layer with its consent defaults (idempotent). */
export function startDataLayer(): void {
  if (typeof window !== "undefined") layer();
}

/**
 * Pushes a GA4 event; an ecommerce event first clears the previous ecommerce object (GTM merges
 * pushes, so items of one event would otherwise leak into the next).
 */
export function track(event: string, ecommerce?: object, extra?: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  const dl = layer();
  if (ecommerce) dl.push({ ecommerce: null });
  dl.push({ event, page_type: pageType(), ...extra, ...(ecommerce ? { ecommerce } : {}) });
}
