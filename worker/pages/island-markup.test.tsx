/**
 * Islands' HTML kept per isolate (island-markup.ts): a page written from the cache is the same, byte
 * for byte, as the page rendered in full, so the browser hydrates it the same way.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island, IslandMarkup } from "../../client/island";
import { shippedSnapshot } from "../../test/support/snapshot";
import { withWorker } from "../../test/support/worker";
import { innerHtml, islandMarkup } from "./island-markup";
import { productUrlKey } from "../../schema/catalog/files";

let renders = 0;
function Menu({ items }: { items: string[] }) {
  renders++;
  return (
    <nav>
      <div className="a">
        <div>{items.join(" < ")}</div>
      </div>
      <div />
    </nav>
  );
}
function Hero({ src }: { src: string }) {
  renders++;
  return <img src={src} alt="" />;
}

function page(scope: ReturnType<typeof islandMarkup>, items: string[]) {
  return renderToString(
    <IslandMarkup.Provider value={scope}>
      <main>
        <Island name="Header" component={Menu} props={{ items }} hydrate="idle" />
        <Island name="Gallery" component={Hero} props={{ src: "/a.jpg" }} />
      </main>
    </IslandMarkup.Provider>,
  );
}

describe("island markup cache", () => {
  it("writes an island rendered before with the same props from its HTML, byte for byte; new props render", () => {
    const scope = `test|${Math.random()}`;
    const first = islandMarkup(scope);
    const cold = page(first, ["Jassen", "Truien"]);
    first.learn(cold);
    expect(renders).toBe(2);
    const warm = page(islandMarkup(scope), ["Jassen", "Truien"]);
    expect(warm).toBe(cold);
    // The menu came from the cache; the eager image (React may preload it in the head) rendered again.
    expect(renders).toBe(3);
    page(islandMarkup(scope), ["Jurken"]);
    expect(renders).toBe(5);
  });

  it("keys an island that sends less than it renders from by its whole props, when it asks to be cached", () => {
    const scope = `test|${Math.random()}`;
    const render = (items: string[], cacheWhole: boolean) => {
      const cache = islandMarkup(scope);
      const html = renderToString(
        <IslandMarkup.Provider value={cache}>
          <Island name="MobileMenu" component={Menu} props={{ items }} sent={{}} cacheWhole={cacheWhole} />
        </IslandMarkup.Provider>,
      );
      cache.learn(html);
      return html;
    };
    const before = renders;
    const cold = render(["Jassen"], true);
    expect(cold).toContain('data-island-props="MobileMenu">{}</script>');
    expect(render(["Jassen"], true)).toBe(cold);
    expect(renders - before).toBe(1);
    // The same sent props, other whole props: rendered, not the other menu's markup.
    expect(render(["Jurken"], true)).toContain("Jurken");
    expect(renders - before).toBe(2);
    // Without cacheWhole such an island always renders.
    render(["Jassen"], false);
    render(["Jassen"], false);
    expect(renders - before).toBe(4);
  });

  it("keys an island by what its markup renders from, when its props also carry a moment", () => {
    const scope = `test|${Math.random()}`;
    const render = (stockAt: number) => {
      const cache = islandMarkup(scope);
      const props = { items: ["Truien"], stockAt };
      const html = renderToString(
        <IslandMarkup.Provider value={cache}>
          <Island name="ProductOptions" component={Menu} props={props} markupProps={{ items: props.items }} />
        </IslandMarkup.Provider>,
      );
      cache.learn(html);
      return html;
    };
    const before = renders;
    const cold = render(1000);
    const warm = render(2000);
    expect(renders - before).toBe(1);
    // The page still sends its own moment; the markup is the first render's, byte for byte.
    expect(warm).toContain('"stockAt":2000');
    expect(warm.replace('"stockAt":2000', '"stockAt":1000')).toBe(cold);
  });

  it("finds an island's element whole, whatever divs it holds", () => {
    const html =
      '<p><div data-island="X" data-hydrate="load"><div><div></div></div><divider></divider>x</div><div>after</div>';
    expect(innerHtml(html, html.indexOf("<div"))).toBe("<div><div></div></div><divider></divider>x");
  });
});

describe("pages rendered with islands from the cache", () => {
  const worker = withWorker({ bindings: { PAGE_CACHE: "off" } });

  it("are the same bytes as the first, fully rendered ones", async () => {
    for (const path of ["/", "/dames/jassen", "/en/search?q=coat", "/styleguide", "/login", "/de/cart"]) {
      const first = await (await worker.fetch(path)).text();
      const again = await (await worker.fetch(path)).text();
      expect(again, path).toBe(first);
      expect(first, path).toContain('data-island="Header"');
    }
  });

  it("write a product page's buying area from the cache although its stock moment differs", async () => {
    const product = shippedSnapshot().listed.find((p) => p.inStock)!;
    const path = `/p/${product.sku}/${productUrlKey(product, "nl")}`;
    const moment = /"stockAt":\d+/g;
    const first = await (await worker.fetch(path)).text();
    const again = await (await worker.fetch(path)).text();
    expect(first).toMatch(moment);
    expect(again.replace(moment, "")).toBe(first.replace(moment, ""));
  });
});
