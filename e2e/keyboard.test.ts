import { describe, expect, it } from "vitest";
import { withBrowser } from "./support/fixtures";

const { open } = withBrowser();

const activeInside = (selector: string) =>
  `document.querySelector(${JSON.stringify(selector)})?.contains(document.activeElement) === true`;

describe("keyboard use", () => {
  it("opens the search side panel with Enter, keeps focus inside, closes with Escape and returns focus", async () => {
    const { page } = await open("/en/styleguide", { width: 1440 });
    const opener = page.locator(".site-header").getByRole("button", { name: "Search" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator(".side-panel--search");
    await page.waitForSelector(".side-panel--search.is-open");
    await page.waitForFunction(() => document.activeElement?.id === "search-panel-input");
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(activeInside(".side-panel--search"))).toBe(true);
    await page.keyboard.press("Escape");
    await page.waitForSelector(".side-panel--search:not(.is-open)", { state: "attached" });
    expect(await panel.getAttribute("inert")).not.toBeNull();
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("opens the language modal from the footer with the keyboard and closes it with Escape after the 400 ms animation", async () => {
    const { page } = await open("/en", { width: 375 });
    const summary = page.locator(".language-button__summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Choose your language" });
    await dialog.waitFor();
    await dialog.getByRole("link", { name: /Nederlands/ }).waitFor();
    expect(await page.evaluate(activeInside(".modal__sheet"))).toBe(true);
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(activeInside(".modal__sheet"))).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.locator(".modal.is-closing").count()).toBe(1);
    await page.locator(".modal").waitFor({ state: "detached", timeout: 2000 });
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("closes a modal by the overlay and by a downward swipe of more than 100 px", async () => {
    const { page } = await open("/en/styleguide", { width: 375 });
    const trigger = page.getByRole("button", { name: "Open a modal" });
    await trigger.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="StyleguideDemo"][data-hydrated]', { state: "attached" });
    await trigger.click();
    await page.getByRole("dialog", { name: "Coming soon" }).waitFor();
    await page.mouse.click(187, 40);
    await page.locator(".modal").waitFor({ state: "detached" });

    await trigger.click();
    const sheet = page.locator(".modal__sheet");
    await sheet.waitFor();
    const box = (await sheet.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + 20;
    await sheet.dispatchEvent("pointerdown", { pointerType: "touch", clientX: x, clientY: y, isPrimary: true });
    await sheet.dispatchEvent("pointermove", { pointerType: "touch", clientX: x, clientY: y + 60, isPrimary: true });
    await sheet.dispatchEvent("pointerup", { pointerType: "touch", clientX: x, clientY: y + 60, isPrimary: true });
    expect(await page.locator(".modal.is-closing").count()).toBe(0);
    await sheet.dispatchEvent("pointerdown", { pointerType: "touch", clientX: x, clientY: y, isPrimary: true });
    await sheet.dispatchEvent("pointermove", { pointerType: "touch", clientX: x, clientY: y + 140, isPrimary: true });
    await sheet.dispatchEvent("pointerup", { pointerType: "touch", clientX: x, clientY: y + 140, isPrimary: true });
    await page.locator(".modal").waitFor({ state: "detached" });
  });
});
