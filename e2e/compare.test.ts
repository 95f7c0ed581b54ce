/**
 * Compare (issue 32.2) in Chromium: as a guest, three products from a category's tiles and one from
 * a product page, a fifth refused with the message; the compare page with its differing rows marked,
 * "Show only differences", a removal, 375 px usable and axe-clean; the list kept on the server at
 * login and cleared at logout.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shippedSnapshot } from "../test/support/snapshot";
import { axeBuilder } from "./support/axe";
import { screenshot, withBrowser } from "./support/fixtures";

const { open } = withBrowser();
const snapshot = shippedSnapshot();
const PASSWORD = "Noord-2026!";
const FULL = "You can compare up to 4 products. Remove one to add another.";

async function axe(page: Page) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).include("main").analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const shot = (page: Page, name: string, fullPage = true) => screenshot(page, name, { fullPage });

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("an_compare") ?? "[]") as string[]);

describe("compare in the browser", () => {
  it("a guest compares four products, is refused a fifth, compares, removes; the list survives login and logout clears it", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 3 && c.urlPath.nl === "dames/jassen")!;
    const { page, problems } = await open(`/en/${category.urlPath.en}`, { width: 1440 });
    const names = (await page.locator(".product-grid .tile__name").allTextContents()).slice(0, 5);
    const hrefs = await page
      .locator(".product-grid .tile__link")
      .evaluateAll((links) => links.slice(0, 5).map((a) => a.getAttribute("href")!));

    // Three from the tiles: a labelled toggle each, pressed once chosen.
    for (const name of names.slice(0, 3)) {
      const toggle = page.getByRole("button", { name: `Compare ${name}`, exact: true });
      await toggle.click();
      await page.waitForFunction(
        (label) => document.querySelector(`button[aria-label="${label}"]`)?.getAttribute("aria-pressed") === "true",
        `Compare ${name}`,
      );
    }
    await page.getByRole("link", { name: "Compare (3)" }).waitFor();
    await shot(page, "compare-listing-1440", false);

    // The fourth from its product page.
    await page.goto(new URL(hrefs[3]!, page.url()).href);
    const pdpToggle = page.getByRole("button", { name: `Compare ${names[3]}`, exact: true });
    await pdpToggle.click();
    await page.waitForFunction(() => localStorage.getItem("an_compare")?.split(",").length === 4);
    expect(await pdpToggle.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("link", { name: "Compare (4)" }).waitFor();

    // A fifth: the message, with a way to the compare page, and nothing added.
    await page.goto(new URL(hrefs[4]!, page.url()).href);
    const fifth = page.getByRole("button", { name: `Compare ${names[4]}`, exact: true });
    await fifth.click();
    await page.getByText(FULL).waitFor();
    expect(await fifth.getAttribute("aria-pressed")).toBe("false");
    expect(await stored(page)).toHaveLength(4);
    await shot(page, "compare-fifth-1440", false);

    // The compare page (through the message's link): four columns, rows that differ marked, then only those.
    await page.locator(".notification").getByRole("link", { name: "Compare (4)" }).click();
    await page.waitForURL(/\/en\/compare$/);
    const table = page.getByRole("table", { name: "Products side by side" });
    await table.waitFor();
    expect(await table.getByRole("columnheader").count()).toBe(4);
    for (const name of names.slice(0, 4)) await table.getByRole("link", { name }).waitFor();
    const rows = table.locator("tbody tr");
    const allRows = await rows.count();
    const differing = await table.locator("tbody tr.is-different").count();
    expect(differing).toBeGreaterThan(0);
    expect(await table.getByRole("rowheader", { name: /Price/ }).textContent()).toContain("differs");
    expect(await axe(page)).toEqual([]);
    await shot(page, "compare-page-1440");
    await page.getByLabel("Show only differences").check();
    expect(await rows.count()).toBe(differing);
    expect(differing).toBeLessThanOrEqual(allRows);
    await page.getByLabel("Show only differences").uncheck();
    expect(await rows.count()).toBe(allRows);

    // Remove one: its column goes, the list follows.
    await page.getByRole("button", { name: `Remove ${names[1]} from the comparison` }).click();
    await page.waitForFunction(() => document.querySelectorAll(".compare-table thead th").length === 3);
    expect(await stored(page)).toHaveLength(3);

    // 375 px: the page itself does not scroll sideways; the table does, under sticky row names.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await table.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const region = page.getByRole("region", { name: "Products side by side" });
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    await region.evaluate((el) => el.scrollBy({ left: 200 }));
    const header = table.getByRole("rowheader", { name: /Price/ });
    const box = await header.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x).toBeLessThan(40);
    expect(await axe(page)).toEqual([]);
    await region.evaluate((el) => el.scrollTo({ left: 0 }));
    await shot(page, "compare-page-375");

    // Log in: the guest's list is the customer's on the server.
    const email = `compare.${Date.now().toString(36)}@example.com`;
    await page.evaluate(
      async ([address, password]) => {
        await fetch("/api/user/create", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ customer: { email: address, firstname: "Noor", lastname: "Visser" }, password }),
        });
      },
      [email, PASSWORD],
    );
    const kept = await stored(page);
    await page.goto(new URL("/en/login/", page.url()).href);
    const form = page.locator("section", { has: page.getByRole("heading", { name: "Sign in", exact: true }) });
    await form.getByLabel("E-mail address").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/en\/my-account$/);
    const server = await page.evaluate(() =>
      fetch("/api/compare").then((r) => r.json() as Promise<{ result: { items: { sku: string }[] } }>),
    );
    expect(server.result.items.map((i) => i.sku)).toEqual(kept);

    // Log out: cleared here and on the server's side of this browser.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/en\/login\/\?loggedOut=1/);
    expect(await page.evaluate(() => localStorage.getItem("an_compare"))).toBeNull();
    await page.goto(new URL("/en/compare", page.url()).href);
    await page.getByText("Nothing to compare yet").waitFor();
    await page.getByRole("link", { name: "Continue shopping" }).waitFor();
    expect(await axe(page)).toEqual([]);
    await shot(page, "compare-empty-375");
    expect(problems.filter((p) => !p.includes("401"))).toEqual([]);
  });

  it("fits a 375 px screen: a tile's toggle clear of its quick add, the product page's below the name", async () => {
    const category = snapshot.catalog.categories.find((c) => c.level === 3 && c.urlPath.nl === "dames/jassen")!;
    // German: the longest label ("Vergleichen").
    const { page } = await open(`/de/${category.urlPath.de}`, { width: 375 });
    const tile = page.locator(".product-grid > li").nth(2);
    const name = (await tile.locator(".tile__name").textContent())!;
    const toggle = tile.getByRole("button", { name: `${name} vergleichen`, exact: true });
    await toggle.click();
    await page.waitForFunction(() => document.querySelector(".tile__compare")?.getAttribute("aria-pressed") !== null);
    const [own, quick, media] = await Promise.all([
      toggle.boundingBox(),
      tile.locator(".tile__quick").boundingBox(),
      tile.locator(".tile__media").boundingBox(),
    ]);
    expect(own!.x + own!.width).toBeLessThan(quick!.x);
    expect(own!.x).toBeGreaterThanOrEqual(media!.x);
    expect(own!.y + own!.height).toBeLessThanOrEqual(media!.y + media!.height);
    await page.getByRole("link", { name: "Vergleichen (1)" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await tile.scrollIntoViewIfNeeded();
    await shot(page, "compare-listing-375", false);

    await page.goto(new URL((await tile.locator(".tile__link").getAttribute("href"))!, page.url()).href);
    const pdp = page.getByRole("button", { name: `${name} vergleichen`, exact: true });
    await page.waitForFunction(
      () => document.querySelector(".compare-toggle--product")?.getAttribute("aria-pressed") === "true",
    );
    const [title, heart, box] = await Promise.all([
      page.locator("h1").boundingBox(),
      page.locator(".wishlist-button--product").boundingBox(),
      pdp.boundingBox(),
    ]);
    expect(heart!.x + heart!.width).toBeLessThanOrEqual(375);
    expect(box!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
