import { describe, expect, it } from "vitest";
import { withBrowser } from "./support/fixtures";

const { open } = withBrowser();

describe("notifications, offline badge and panel errors", () => {
  it("a notification expires after 5 s and a duplicate is suppressed", async () => {
    const { page } = await open("/en/styleguide", { width: 1440 });
    const show = page.getByRole("button", { name: "Show a success notification" });
    await show.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="StyleguideDemo"][data-hydrated]', { state: "attached" });
    const shownAt = Date.now();
    await show.click();
    await show.click();
    const note = page.locator(".notification");
    await note.first().waitFor();
    expect(await note.count()).toBe(1);
    expect(await note.textContent()).toContain("Product has been added to the cart!");
    await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - shownAt)));
    expect(await note.count()).toBe(1);
    await note.first().waitFor({ state: "detached", timeout: 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4900);
  });

  it("shows the offline badge while the browser is offline", async () => {
    const { page, context } = await open("/", { width: 375 });
    await context.setOffline(true);
    await page.getByText("Je bent offline. Sommige functies zijn mogelijk niet beschikbaar.").waitFor();
    await context.setOffline(false);
    await page.locator(".offline-badge").waitFor({ state: "detached" });
  });

  it("a side panel that does not load within 3 s shows the error component with Try again", async () => {
    const { page, context } = await open("/en", { width: 1440 });
    // Hold the microcart panel's chunk back for longer than the 3 s timeout.
    await context.route(/MicrocartPanel-.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue().catch(() => undefined);
    });
    await page.locator(".site-header").getByRole("button", { name: "Shopping bag" }).click();
    const error = page.locator(".side-panel--microcart .load-error");
    await error.waitFor({ timeout: 5000 });
    expect(await error.textContent()).toContain("An error occured while loading the component.");
    await context.unroute(/MicrocartPanel-.*\.js$/);
    await error.getByRole("button", { name: "Try again" }).click();
    await page.locator(".side-panel--microcart").getByText("Your shopping bag is empty").waitFor();
  });

  it("the loader shows while work is in progress", async () => {
    const { page } = await open("/en/styleguide", { width: 1440 });
    const button = page.getByRole("button", { name: "Show the loader for 2 seconds" });
    await button.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="StyleguideDemo"][data-hydrated]', { state: "attached" });
    await button.click();
    await page.locator(".loader").getByText("Loading…").waitFor();
    await page.locator(".loader").waitFor({ state: "detached", timeout: 4000 });
  });
});
