/**
 * The tag manager container (issue 34): injected only when the shop configured one
 * (GTM_CONTAINER_ID, sent as the consent banner's prop) and the shopper allowed statistics or
 * marketing. The page's CSP lists its host only where a container is configured
 * (worker/http/security.ts); until this runs, no request leaves for it.
 */
import type { ConsentChoice } from "./consent-state";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** Whether a choice lets the tag manager load. */
export const allowsTagManager = (choice: ConsentChoice | null): boolean =>
  choice !== null && (choice.statistics || choice.marketing);

/** Loads the container once per page. */
export function loadTagManager(containerId: string): void {
  if (document.querySelector("script[data-tag-manager]")) return;
  (window.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.dataset.tagManager = "";
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
