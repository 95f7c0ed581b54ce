import { describe, expect, it } from "vitest";
import { withBrowser } from "./support/fixtures";

const { open } = withBrowser({ bindings: { MAINTENANCE_MODE: "on" } });

describe("maintenance mode", () => {
  it("redirects a shopper to the maintenance page and offers the way back", async () => {
    const { page, status } = await open("/de/styleguide", { width: 375 });
    expect(new URL(page.url()).pathname).toBe("/de/maintenance");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/de/styleguide");
    expect(status).toBe(503);
    expect(await page.locator("h1").textContent()).toBe("Wir sind gleich zurück");
    expect(await page.getByRole("link", { name: "Erneut versuchen" }).getAttribute("href")).toBe("/de/styleguide");
    expect(await page.locator(".bottom-nav").count()).toBe(0);
  });
});
