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
const PRODUCT_PATH = /^\/(?:(?:de|en)\/)?p\//;

export function startTransitions(): void {
  addEventListener("pageswap", (event) => {
    const transition = event.viewTransition;
    if (!transition) return;
    // A next page that does not take part aborts the transition: not an error of this page's.
    for (const settled of [transition.ready, transition.finished, transition.updateCallbackDone])
      settled.catch(() => undefined);
    const to = event.activation?.entry.url;
    const root = document.documentElement;
    if (to && root.dataset.pageType === "ProductDetail") {
      root.classList.add("vt-pdp-leave");
      return;
    }
    const path = to ? new URL(to).pathname : "";
    const tile = PRODUCT_PATH.test(path)
      ? [...document.querySelectorAll<HTMLAnchorElement>("a.tile__link")].find(
          (link) => new URL(link.href).pathname === path,
        )
      : undefined;
    // Only the product page's own transitions: any other navigation is the browser's plain one.
    if (!tile) return transition.skipTransition();
    tile.querySelector("img")?.classList.add("vt-pdp-zoom");
  });
  // Back to a page kept in the back-forward cache: its marks are stale.
  addEventListener("pageshow", () => {
    document.documentElement.classList.remove("vt-pdp-leave");
    for (const img of document.querySelectorAll(".vt-pdp-zoom")) img.classList.remove("vt-pdp-zoom");
  });
}
