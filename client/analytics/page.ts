/**
 * Analytics on every page (issue 34), started by the entry when the browser is idle. Consent first:
 * the data layer starts with the Consent Mode defaults (and the stored choice); a stored choice that
 * allows it loads the tag manager; without a choice the consent banner is mounted (its code comes
 * only then), and any `data-consent-open` button (the footer's "Cookie settings") mounts it again.
 * Then the page's own GA4 events: view_item on a
 * product page, search on a search page, view_item_list for the product tiles a shopper actually saw
 * (each tile once, sent after the view has been still for IMPRESSION_DEBOUNCE_MS, SPEC §7), and
 * select_item when a tile's link is followed. Then, for a sample of page views, the field vitals.
 */
import { IMPRESSION_DEBOUNCE_MS, RUM_SAMPLE_RATE } from "../../schema/analytics";
import type { AnalyticsItem } from "../../schema/api/analytics";
import { isStoreCode } from "../../domain/store-views";
import { readConsent } from "./consent-state";
import { pageType, startDataLayer, track } from "./data-layer";
import { allowsTagManager, loadTagManager } from "./tag-manager";
import { CURRENCY } from "./items";
import { crumbNames, productItem, structuredData, tileItem } from "./page-data";
import { rememberViewed } from "../lib/recently-viewed";

startDataLayer();
const root = document.documentElement;
const gtm = root.dataset.gtm;
const store = isStoreCode(root.dataset.store ?? "") ? (root.dataset.store as "nl" | "de" | "en") : "nl";
const choice = readConsent();
if (gtm && allowsTagManager(choice)) loadTagManager(gtm);
const banner = (opener: HTMLElement | null) => void import("./banner").then((m) => m.showBanner(store, gtm, opener));
// Only where the banner can be opened again (a page with the footer): never on the operator screens.
if (!choice && document.querySelector("[data-consent-open]")) banner(null);
addEventListener("click", (event) => {
  const opener = (event.target as Element | null)?.closest?.<HTMLElement>("[data-consent-open]");
  if (!opener) return;
  event.preventDefault();
  banner(opener);
});

const type = pageType();
const ld = structuredData(document);
const crumbs = crumbNames(ld);

if (type === "ProductDetail") {
  const item = productItem(ld);
  if (item) track("view_item", { currency: CURRENCY, value: item.price, items: [item] });
  // The cart's "Recently viewed" (issue 32.3): kept in this browser only, so whatever the consent;
  // here, when idle, rather than in an island of the product page, whose JavaScript is at its budget.
  if (item) rememberViewed(item.item_id);
}
const query = new URLSearchParams(location.search).get("q");
if (type === "SearchResults" && query) track("search", undefined, { search_term: query });

// The list a tile belongs to: the category, the search, or the kind of page (a CMS product row).
const listName = type === "ProductListing" ? (crumbs.at(-1) ?? type) : type;
const categories = type === "ProductListing" ? crumbs : [];
const tiles = () => [...document.querySelectorAll("li.tile")];
const itemOf = (tile: Element) => tileItem(tile, tiles().indexOf(tile), listName, categories);

const seen = new WeakSet<Element>();
let pending: AnalyticsItem[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
const flush = () => {
  if (pending.length > 0) track("view_item_list", { item_list_name: listName, items: pending });
  pending = [];
};
const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || seen.has(entry.target)) continue;
      seen.add(entry.target);
      observer.unobserve(entry.target);
      const item = itemOf(entry.target);
      if (item) pending.push(item);
    }
    clearTimeout(timer);
    timer = setTimeout(flush, IMPRESSION_DEBOUNCE_MS);
  },
  { threshold: 0.5 },
);
const watch = () => tiles().forEach((tile) => !seen.has(tile) && observer.observe(tile));
watch();
// Tiles a listing adds later (load more, filters applied in place).
new MutationObserver(watch).observe(document.querySelector("main") ?? document.body, {
  childList: true,
  subtree: true,
});
// A page left within the second still reports what was seen.
addEventListener("pagehide", flush);

addEventListener(
  "click",
  (event) => {
    const link = (event.target as Element | null)?.closest?.("li.tile a.tile__link");
    const item = link && itemOf(link.closest("li.tile")!);
    if (item) track("select_item", { item_list_name: listName, items: [item] });
  },
  { capture: true },
);

if (Math.random() < RUM_SAMPLE_RATE) void import("./vitals");
