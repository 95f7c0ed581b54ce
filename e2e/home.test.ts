import { axeBuilder } from "./support/axe";
import { describe, expect, it } from "vitest";
import { screenshot, withBrowser } from "./support/fixtures";

const { open } = withBrowser();

describe("home page", () => {
  it("works at 375 px: bottom tab bar, hamburger, no desktop menu, no errors", async () => {
    const { page, problems, status } = await open("/", { width: 375 });
    expect(status).toBe(200);
    await expect(page.locator("h1").textContent()).resolves.toBe("Gemaakt voor de lange duur");
    expect(await page.locator(".bottom-nav").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Menu openen" }).isVisible()).toBe(true);
    expect(await page.locator(".mega").isVisible()).toBe(false);
    // SPEC §4: on the home route the Home tab is the active one.
    expect(await page.locator(".bottom-nav__item.is-active").textContent()).toContain("Home");
    // Footer columns are closed on mobile.
    expect(await page.locator(".footer-column[open]").count()).toBe(0);
    await screenshot(page, "home-375", { fullPage: true });
    expect(problems).toEqual([]);
  });

  it("works at 1440 px: mega menu, desktop icons, footer columns open, no tab bar", async () => {
    const { page, problems } = await open("/", { width: 1440 });
    expect(await page.locator(".bottom-nav").isVisible()).toBe(false);
    for (const name of ["Taal", "Zoeken", "Winkeltas"]) {
      expect(await page.locator(".site-header").getByRole("button", { name, exact: true }).isVisible(), name).toBe(
        true,
      );
    }
    // Account and favourites are links (to /login/ and /login for a visitor, SPEC §2).
    for (const name of ["Account", "Favorieten"]) {
      expect(await page.locator(".site-header").getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    await page.getByRole("link", { name: "Dames", exact: true }).first().hover();
    await expect(
      page.locator(".mega__item.is-open .mega__panel").getByRole("link", { name: "Jurken" }).isVisible(),
    ).resolves.toBe(true);
    // From 1024 px the footer columns are open, before hydration (CSS) and after it (open attribute).
    expect(await page.getByText("Maandag t/m zaterdag").isVisible()).toBe(true);
    await page.locator(".site-footer").scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="FooterColumns"][data-hydrated]', { state: "attached" });
    expect(await page.locator(".footer-column[open]").count()).toBe(await page.locator(".footer-column").count());
    await page.mouse.move(5, 800);
    await screenshot(page, "home-1440", { fullPage: true });
    expect(problems).toEqual([]);
  });

  it("has no serious accessibility violations", async () => {
    for (const width of [375, 1440]) {
      const { page } = await open("/", { width });
      const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  });
});
