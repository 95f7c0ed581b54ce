/**
 * Navigation without JavaScript and by keyboard (issue 11, points 5 and 6): the header search, the
 * menu and the tab bar lead to pages without JavaScript; with it, the tab bar's "Zoeken" moves focus
 * into the menu it opens, Escape closes it, and a modal never stacks on top of the open menu.
 * Issue 33 point 5: the navigation history's previous-path lookup ("Continue shopping" goes back to
 * the last listing or product) and the product page's transitions pdp-zoom and pdp-leave, off for
 * reduced motion.
 */
import { describe, expect, it } from "vitest";
import { screenshot, withBrowser } from "./support/fixtures";

const { open, worker, clientIp } = withBrowser();

describe("navigation", () => {
  it("without JavaScript, the header search, the menu and the tab bar's search lead to the menu page with its search form", async () => {
    const { context } = await open("/", { width: 1440 });
    const browser = context.browser()!;
    for (const width of [1440, 375]) {
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
        extraHTTPHeaders: { "cf-connecting-ip": clientIp },
      });
      try {
        const page = await plain.newPage();
        await page.goto(new URL("/", worker.url()).href);
        if (width === 1440) {
          await page.locator(".site-header").getByRole("button", { name: "Zoeken", exact: true }).click();
          await page.waitForURL(/\/menu/);
          await page.locator("#menu-page-search").fill("wollen jas");
          await page.locator("#menu-page-search").press("Enter");
          await page.waitForURL(/q=wollen/);
          expect(await page.locator(".tile").count()).toBeGreaterThan(0);
        } else {
          await page.getByRole("button", { name: "Menu openen" }).click();
          await page.waitForURL(/\/menu/);
          expect(await page.locator(".menu-page nav a").count()).toBeGreaterThan(3);
          expect(await page.locator("#menu-page-search").count()).toBe(1);
          await screenshot(page, "menu-page-nojs-375", { fullPage: true });
          await page.goto(new URL("/", worker.url()).href);
          await page.locator(".bottom-nav").getByRole("button", { name: "Zoeken" }).click();
          await page.waitForURL(/\/menu/);
        }
      } finally {
        await plain.close();
      }
    }
  });

  it("the tab bar's 'Zoeken' moves focus into the menu's search box, Escape closes it, the hamburger focuses the menu", async () => {
    const { page, problems } = await open("/", { width: 375 });
    const search = page.locator(".bottom-nav").getByRole("button", { name: "Zoeken" });
    await search.click();
    await page.locator(".mobile-menu.is-open").waitFor();
    await page.waitForFunction(() => document.activeElement?.id === "mobile-menu-search");
    await page.keyboard.press("Escape");
    await page.locator(".mobile-menu.is-open").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.closest(".bottom-nav") !== null)).toBe(true);

    // The hamburger opens the menu with focus inside it. (A modal never stacks on the open menu:
    // openModal closes it, client/stores/modal.test.ts.)
    await page.getByRole("button", { name: "Menu openen" }).click();
    await page.locator(".mobile-menu.is-open").waitFor();
    await page.waitForFunction(() => document.activeElement?.closest("#mobile-menu") !== null);
    expect(problems).toEqual([]);
  });

  it("'Continue shopping' in the bag leads back to the listing and product the shopper came from", async () => {
    const { page, problems } = await open("/dames/jassen", { width: 1440 });
    await page.locator("a.tile__link").first().click();
    await page.waitForURL(/\/p\//);
    const product = new URL(page.url()).pathname;
    // Recorded after 100 ms on the page (SPEC §2), then on to the bag.
    await page.waitForFunction((p) => (sessionStorage.getItem("navigation-history") ?? "").includes(p), product);
    await page.goto(new URL("/cart", page.url()).href);
    const onward = page.getByRole("link", { name: "Verder winkelen" }).first();
    await expect.poll(() => onward.getAttribute("href")).toBe(product);
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/dames\/jassen$/);
    await page.waitForFunction(() =>
      (sessionStorage.getItem("navigation-history") ?? "").endsWith(
        '{"path":"/dames/jassen","type":"ProductListing"}]',
      ),
    );
    await page.goto(new URL("/cart", page.url()).href);
    // The newest shopping page of the visit: the listing, visited again after the product.
    await expect.poll(() => onward.getAttribute("href")).toBe("/dames/jassen");
    expect(problems).toEqual([]);
  });

  it("a tile's picture zooms into the product page (pdp-zoom), leaving it slides away (pdp-leave); none with reduced motion", async () => {
    const { page, context, problems } = await open("/dames/jassen", { width: 1440 });
    // What the next document animates: the view transition's pseudo-elements, read at pagereveal.
    await context.addInitScript(() => {
      addEventListener("pagereveal", (event) => {
        const transition = event.viewTransition;
        (window as unknown as { transitions: Promise<string[]> }).transitions = transition
          ? transition.ready.then(() =>
              document.getAnimations().map((a) => String((a.effect as KeyframeEffect).pseudoElement)),
            )
          : Promise.resolve([]);
      });
    });
    // The transitions start with the navigation history, once the browser is idle (client/navigation/start.ts).
    const started = () =>
      page.waitForFunction(
        (p) => (sessionStorage.getItem("navigation-history") ?? "").includes(`"${p}"`),
        new URL(page.url()).pathname,
      );
    await started();
    const read = () =>
      page.evaluate(() => (window as unknown as { transitions?: Promise<string[]> }).transitions ?? []);
    await page.locator("a.tile__link").first().click();
    await page.waitForURL(/\/p\//);
    expect(await read()).toContain("::view-transition-group(pdp-zoom)");
    await started();
    await page.locator(".breadcrumbs a").last().click();
    await page.waitForURL(/\/dames\//);
    expect(await read()).toContain("::view-transition-old(pdp-leave)");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await started();
    await page.locator("a.tile__link").first().click();
    await page.waitForURL(/\/p\//);
    expect(await read()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("leaving a product page for a page whose stylesheets come late logs no error in the new page", async () => {
    const { page, problems } = await open("/dames/jassen", { width: 1440 });
    await page.locator("a.tile__link").first().click();
    await page.waitForURL(/\/p\//);
    await page.waitForFunction(
      (p) => (sessionStorage.getItem("navigation-history") ?? "").includes(`"${p}"`),
      new URL(page.url()).pathname,
    );
    // The next page's stylesheets come 300 ms late: the opt-in is inline, so the transition is not
    // aborted (it was, with "ViewTransition opt-in disabled" in the new page, when it lived in them).
    await page.route(/\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.evaluate(() => location.assign("/en/checkout"));
    await page.waitForURL(/\/en\/checkout$/);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForTimeout(1000);
    expect(problems).toEqual([]);
  });
});
