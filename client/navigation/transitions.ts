/**
 * SPEC §2 page transitions of the product page, as cross-document view transitions (Chromium's
 * `@view-transition`, client/styles/components/transitions.css; other browsers just navigate):
 * - pdp-zoom: a tile's picture grows into the product page's main picture. The product page's main
 *   picture always carries the name; the page being left names the picture of the tile whose product
 *   it is going to, here, when the navigation starts (`pageswap`).
 * - pdp-leave: leaving a product page, its snapshot slides away under the next page. The product
 *   page renames its own snapshot for that on `pageswap`.
 * Reduced motion turns view transitions off in the stylesheet, so nothing here moves then.
 */
import { decideTransitions } from "./swap";

const PRODUCT_PATH = /^\/(?:(?:de|en)\/)?p\//;

export function startTransitions(): void {
  decideTransitions((event) => {
    const to = event.activation?.entry.url;
    if (!to) return false;
    const root = document.documentElement;
    if (root.dataset.pageType === "ProductDetail") {
      root.classList.add("vt-pdp-leave");
      return true;
    }
    const path = new URL(to).pathname;
    const tile = PRODUCT_PATH.test(path)
      ? [...document.querySelectorAll<HTMLAnchorElement>("a.tile__link")].find(
          (link) => new URL(link.href).pathname === path,
        )
      : undefined;
    // Only the product page's own transitions: any other navigation is the browser's plain one.
    tile?.querySelector("img")?.classList.add("vt-pdp-zoom");
    return tile !== undefined;
  });
  // Back to a page kept in the back-forward cache: its marks are stale.
  addEventListener("pageshow", () => {
    document.documentElement.classList.remove("vt-pdp-leave");
    for (const img of document.querySelectorAll(".vt-pdp-zoom")) img.classList.remove("vt-pdp-zoom");
  });
}
