import { describe, expect, it } from "vitest";
import { withBrowser } from "./support/fixtures";

const { open } = withBrowser();

describe("header, menus and tab bar", () => {
  it("the header hides on scroll down past 72 px and returns on scroll up", async () => {
    const { page } = await open("/en/styleguide", { width: 1440 });
    const header = page.locator(".site-header");
    await page.mouse.move(700, 600);
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(200);
    expect(await header.getAttribute("class")).not.toContain("is-hidden");
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector(".site-header")?.classList.contains("is-hidden"));
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(() => !document.querySelector(".site-header")?.classList.contains("is-hidden"));
  });

  it("the home header is transparent over the hero and solid once scrolled", async () => {
    const { page } = await open("/en", { width: 1440 });
    const header = page.locator(".site-header");
    await page.mouse.move(700, 700);
    expect(await header.getAttribute("class")).toContain("is-transparent");
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => document.querySelector(".site-header")?.classList.contains("is-solid"));
  });

  it("the mobile menu drills into a category layer and back", async () => {
    const { page } = await open("/en", { width: 375 });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("button", { name: "Women", exact: true }).click();
    await menu.getByRole("link", { name: "ALL Women" }).waitFor();
    expect(await menu.getByRole("link", { name: "Dresses" }).getAttribute("href")).toBe("/en/women/dresses");
    expect(await menu.getByRole("link", { name: "See all" }).count()).toBe(1);
    await menu.getByRole("button", { name: "Back" }).click();
    await menu.getByRole("button", { name: "Men", exact: true }).waitFor();
    // The tab bar shows the menu as active while it is open; tapping it again returns to the route's item.
    expect(await page.locator(".bottom-nav__item.is-active").textContent()).toContain("Search");
    await page.locator(".bottom-nav").getByRole("button", { name: "Search" }).click();
    expect(await page.locator(".bottom-nav__item.is-active").textContent()).toContain("Home");
    expect(await menu.getAttribute("class")).not.toContain("is-open");
  });

  it("the hamburger closes an open search panel first", async () => {
    const { page } = await open("/en/styleguide", { width: 375 });
    await page.locator(".site-header").getByRole("button", { name: "Search" }).click();
    await page.waitForSelector(".side-panel--search.is-open");
    // The panel covers the header at this width once it has slid in: the click goes to the button
    // itself, as a tap during the slide or a keyboard user's Enter would.
    await page.getByRole("button", { name: "Open menu" }).dispatchEvent("click");
    await page.waitForSelector(".side-panel--search:not(.is-open)", { state: "attached" });
    expect(await page.locator("#mobile-menu").getAttribute("class")).not.toContain("is-open");
  });

  it("footer columns toggle on mobile", async () => {
    const { page } = await open("/en", { width: 375 });
    const service = page.locator(".footer-column", { hasText: "Customer service" });
    await service.locator("summary").scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="FooterColumns"][data-hydrated]', { state: "attached" });
    await service.locator("summary").click();
    expect(await service.getAttribute("open")).not.toBeNull();
    await service.getByText("Monday to Saturday").waitFor();
  });

  it("account and favourites lead an anonymous visitor to login (SPEC §2), header and tab bar alike", async () => {
    const { page } = await open("/en", { width: 1440 });
    const header = page.locator(".site-header");
    expect(await header.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/en/login/");
    expect(await header.getByRole("link", { name: "Favourites" }).getAttribute("href")).toBe("/en/login");
    const mobile = await open("/en", { width: 375 });
    const tabs = mobile.page.getByRole("navigation", { name: "Quick navigation" });
    expect(await tabs.getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/en/login/");
    expect(await tabs.getByRole("link", { name: "Favourites" }).getAttribute("href")).toBe("/en/login");
  });
});
