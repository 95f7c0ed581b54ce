import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";
import { islandProps } from "../../test/support/html";

const worker = withWorker();

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe("store views", () => {
  it.each([
    ["/", "nl", "Gemaakt voor de lange duur", "Direct naar de inhoud"],
    ["/de", "de", "Gemacht für lange Zeit", "Zum Inhalt springen"],
    ["/en", "en", "Made for the long run", "Skip to content"],
  ])("%s renders in %s", async (path, lang, heading, skip) => {
    const res = await worker.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(attr(html, /<html lang="([^"]+)"/)).toBe(lang);
    expect(html).toContain(heading);
    expect(html).toContain(skip);
  });

  it("every page has a canonical URL and hreflang alternates for the three store views", async () => {
    const html = await (await worker.fetch("/de/styleguide", { headers: { host: "shop.example" } })).text();
    expect(html).toContain('<link rel="canonical" href="http://localhost/de/styleguide"/>');
    expect(html).toContain('hrefLang="nl-NL" href="http://localhost/styleguide"');
    expect(html).toContain('hrefLang="de-DE" href="http://localhost/de/styleguide"');
    expect(html).toContain('hrefLang="en-GB" href="http://localhost/en/styleguide"');
    expect(html).toContain('hrefLang="x-default" href="http://localhost/styleguide"');
  });

  it("the language switch links to the same page in the other store views", async () => {
    const html = await (await worker.fetch("/en/styleguide")).text();
    const decoded = islandProps<{ alternates: Record<string, string> }>(html, "SidePanels");
    expect(decoded.alternates).toEqual({ nl: "/styleguide", de: "/de/styleguide", en: "/en/styleguide" });
  });

  it("the page title carries the brand suffix", async () => {
    const html = await (await worker.fetch("/en/styleguide")).text();
    expect(html).toContain("<title>Style guide | Atelier Noord</title>");
  });

  it("trailing slashes reach the same page", async () => {
    expect((await worker.fetch("/de/")).status).toBe(200);
    expect((await worker.fetch("/styleguide/")).status).toBe(200);
  });

  it("the /error route renders the 500 page", async () => {
    const res = await worker.fetch("/en/error");
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("Something went wrong");
  });
});
