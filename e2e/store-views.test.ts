import { describe, expect, it } from "vitest";
import { withBrowser } from "./support/fixtures";

const { open } = withBrowser();

describe("switching store views", () => {
  it("the language panel takes the shopper to the same page in German", async () => {
    const { page, problems } = await open("/styleguide", { width: 1440 });
    await page.locator(".site-header").getByRole("button", { name: "Taal" }).click();
    const panel = page.getByRole("dialog", { name: "Kies je taal" });
    await panel.getByRole("link", { name: /Deutsch/ }).click();
    await page.waitForURL("**/de/styleguide");
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await page.locator("h1").textContent()).toBe("Styleguide");
    expect(await page.getByRole("link", { name: "Zum Inhalt springen" }).count()).toBe(1);
    expect(await page.title()).toBe("Styleguide | Atelier Noord");
    expect(problems).toEqual([]);
  });

  it("the mobile menu's language list switches to English", async () => {
    const { page } = await open("/de", { width: 375 });
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("heading", { name: "Wähle deine Sprache" }).waitFor();
    await menu.getByRole("link", { name: /English/ }).click();
    await page.waitForURL((url) => url.pathname === "/en");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.locator("h1").textContent()).toBe("Made for the long run");
  });
});
