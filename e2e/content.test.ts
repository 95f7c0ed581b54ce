/**
 * CMS journeys in Chromium (issue 10 point 7): home → mega menu → category, blog list → article,
 * the mobile menu's drill-down and language list from the CMS menu, the content screen with its live
 * preview, and every content page type at 375 px and 1440 px (screenshots, axe).
 */
import { axeBuilder } from "./support/axe";
import { describe, expect, it } from "vitest";
import { screenshot, withBrowser } from "./support/fixtures";

const ADMIN_TOKEN = "e2e-content-admin-token-0123456789abcdef";
const { open } = withBrowser({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });

describe("content journeys", () => {
  it("home → mega menu → category", async () => {
    const { page, problems } = await open("/en", { width: 1440 });
    expect(await page.locator("h1").textContent()).toBe("Made for the long run");
    await page.locator(".mega__top", { hasText: "Women" }).hover();
    const panel = page.locator(".mega__item.is-open .mega__panel");
    await panel.getByRole("link", { name: "Dresses" }).click();
    await page.waitForURL((url) => url.pathname === "/en/women/dresses");
    expect(await page.locator("h1").textContent()).toBe("Dresses");
    expect(problems).toEqual([]);
  });

  it("blog list → article", async () => {
    const { page, problems } = await open("/en/blog", { width: 375 });
    expect(await page.locator(".article-card").count()).toBe(6);
    const first = page.locator(".article-card__title").first();
    const title = await first.textContent();
    await first.click();
    await page.waitForURL((url) => url.pathname.startsWith("/en/blog/"));
    expect(await page.locator("h1").textContent()).toBe(title);
    expect(await page.locator(".breadcrumbs").getByRole("link", { name: "Journal" }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it("mobile menu from the CMS: drill-down and the language list", async () => {
    const { page } = await open("/de", { width: 375 });
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("button", { name: "Damen", exact: true }).click();
    await menu.getByRole("link", { name: "ALLE Damen" }).waitFor();
    expect(await menu.getByRole("link", { name: "Kleider" }).getAttribute("href")).toBe("/de/damen/kleider");
    await menu.getByRole("button", { name: "Zurück" }).click();
    expect(await menu.getByRole("link", { name: "Journal" }).getAttribute("href")).toBe("/de/blog");
    await menu.getByRole("link", { name: /English/ }).click();
    await page.waitForURL((url) => url.pathname === "/en");
    expect(await page.locator("h1").textContent()).toBe("Made for the long run");
  });

  it("the product carousel hydrates and quick add opens the options", async () => {
    const { page, problems } = await open("/en", { width: 1440 });
    const block = page.locator('[data-island="CmsProducts"]').first();
    await block.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="CmsProducts"][data-hydrated]', { state: "attached" });
    expect(await block.locator(".tile").count()).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  });

  it("the size guide modal on a product page shows the CMS table styled, with the content blocks' stylesheet", async () => {
    const { page, problems } = await open("/en/women/knitwear", { width: 1440 });
    await page.locator(".tile__link").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/en/p/"));
    // A product page links no content stylesheet of its own…
    const contentCss = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].filter((l) =>
            /\/page-content-/.test(l.href),
          ).length,
      );
    expect(await contentCss()).toBe(0);
    // The size guide hydrates on interaction (before that, the link is the size guide page).
    await page.locator(".product__size-guide").hover();
    await page.waitForSelector('[data-island="SizeGuideButton"][data-hydrated]', { state: "attached" });
    await page.locator(".product__size-guide").click();
    const modal = page.locator(".size-guide-modal");
    await modal.locator("table").waitFor();
    // …the modal brings it, loaded before the table shows: the rich text block's grid applies.
    expect(await contentCss()).toBe(1);
    const display = await modal
      .locator(".rich-text")
      .first()
      .evaluate((el) => getComputedStyle(el).display);
    expect(display).toBe("grid");
    expect(problems).toEqual([]);
  });

  it("the content screen edits a story with a live preview of the draft", async () => {
    const { page } = await open("/editor", { width: 1440 });
    await page.getByLabel("Operator token").fill(ADMIN_TOKEN);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("tab", { name: "EN" }).click();
    await page.getByRole("button", { name: /^about/ }).click();
    const preview = page.frameLocator("iframe[title='Draft preview']");
    await preview.locator("h1", { hasText: "About Atelier Noord" }).waitFor();
    await page.locator("#f-content-title").fill("About Atelier Noord (draft)");
    // Live: the banner is the page's h1; the page title field changes the story title.
    await page.getByLabel("Edit as JSON").check();
    const json = page.getByLabel("Story content as JSON");
    const text = (await json.inputValue()).replace(
      '"title": "About Atelier Noord",',
      '"title": "Our studio in Amsterdam",',
    );
    await json.fill(text);
    await preview.locator("h1", { hasText: "Our studio in Amsterdam" }).waitFor();
    // The visitor's page does not change until it is published.
    const visitor = await page.context().newPage();
    await visitor.goto(new URL("/en/about", page.url()).href);
    expect(await visitor.locator("h1").textContent()).toBe("About Atelier Noord");
    await visitor.close();
  });
});

describe("content pages at 375 px and 1440 px", () => {
  const PAGES = [
    ["home", "/"],
    ["cms-page", "/en/about"],
    ["shipping", "/shipping-returns"],
    ["size-guide", "/de/size-guide"],
    ["impressum", "/de/impressum"],
    ["contact", "/en/contact"],
    ["blog", "/en/blog"],
    ["blog-category", "/blog/care"],
    ["blog-article", "/en/blog/the-coat-that-lasts"],
    ["category", "/en/women/coats"],
  ] as const;

  // One test per page, both widths; each page's context is closed once checked, so the pages before
  // it (their islands, timers and renderer processes) cost the next nothing.
  it.each(PAGES)(
    "%s (%s) renders without errors, looks right and has no serious accessibility violations",
    async (name, pathname) => {
      for (const width of [375, 1440]) {
        const { page, context, problems, status } = await open(pathname, { width });
        expect(status, pathname).toBe(200);
        // Scroll through so lazy images and visible islands load before the screenshot.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        await screenshot(page, `content-${name}-${width}`, { fullPage: true });
        // Axe reads the page at rest: with reduced motion the rotating USPs switch at once, where a
        // 400 ms fade caught half way reads as low contrast.
        await page.emulateMedia({ reducedMotion: "reduce" });
        const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(
          serious.map((v) => `${pathname} ${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ).toEqual([]);
        expect(problems, `${pathname} ${width}`).toEqual([]);
        await context.close();
      }
    },
  );
});
