/**
 * Back in stock in Chromium against the built worker (issue 32 point 4): on a product page a shopper
 * chooses a sold-out size, presses "Notify me when back in stock", types an address the moment the
 * field appears and is told to confirm; Escape closes the form and gives the focus back; the mail's
 * link shows the confirm page, whose button confirms; the operator restocks and the one mail's
 * unsubscribe link asks, then stops the alerts. A product sold out in every size offers the alert
 * once a size is chosen. axe finds no serious violations on the form and the pages; screenshots at
 * 375 and 1440 px.
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { productUrl } from "../domain/urls";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, withBrowser } from "./support/fixtures";

const ADMIN_TOKEN = "e2e-stock-admin-token-0123456789abcdef";
const { open, worker } = withBrowser({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

// This file's own products: configurables 270–279 of the test catalogue with two sizes of one colour.
const snapshot = shippedSnapshot();
const sizeAttribute = snapshot.catalog.attributes.find((a) => a.code === "size")!;
const pairs = snapshot.listed
  .filter((p) => p.type === "configurable")
  .slice(270, 280)
  .map((summary) => snapshot.product(summary.sku))
  .flatMap((product) => {
    const sized = product.children.filter((c) => c.status === 1 && "size" in c.options);
    const colour = sized[0]?.options.color;
    const same = sized.filter((c) => c.options.color === colour);
    return same.length >= 2 ? [{ product, inStock: same[0]!, soldOut: same[1]! }] : [];
  });
let next = 0;

/** A product page showing a size in stock, with another size of its colour sold out. */
async function productWithSoldOutSize() {
  const pair = pairs[next++]!;
  const set = (sku: string, qty: number) =>
    db.execute({
      sql: "update stock_items set qty = ?, is_in_stock = 1, manage_stock = 1 where sku = ?",
      args: [qty, sku],
    });
  await set(pair.inStock.sku, 5);
  await set(pair.soldOut.sku, 0);
  const label = sizeAttribute.options.find((o) => o.value === pair.soldOut.options.size)!.label.en;
  return { ...pair, label, url: productUrl("en", pair.product, pair.inStock.sku) };
}

async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = axeBuilder(page).withTags(["wcag2a", "wcag2aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const confirmLinkOf = async (email: string) => {
  const found = await db.execute({
    sql: "select text_body from mail_outbox where to_address = ? and kind = 'stock-alert-confirm'",
    args: [email],
  });
  const text = (found.rows[0]?.text_body as string | undefined) ?? "";
  return /https?:\/\/\S+\/stock-alert\/confirm\?token=[\w-]+/.exec(text)?.[0];
};

describe("back in stock in the browser", () => {
  it("offers the alert on a product sold out in every size once a size is chosen", async () => {
    const { product, soldOut, label } = await productWithSoldOutSize();
    for (const child of product.children)
      await db.execute({ sql: "update stock_items set qty = 0, is_in_stock = 1 where sku = ?", args: [child.sku] });
    const email = `all.${Date.now()}@example.com`;
    const { page, problems } = await open(productUrl("en", product), { width: 375 });
    const notify = page.getByRole("button", { name: "Notify me when back in stock" });
    expect(await notify.count()).toBe(0);
    const colour = soldOut.options.color;
    const colourLabel = snapshot.catalog.attributes
      .find((a) => a.code === "color")
      ?.options.find((o) => o.value === colour)?.label.en;
    if (colourLabel)
      await page
        .getByRole("link", { name: new RegExp(`: ${colourLabel}( \\(not available\\))?$`) })
        .first()
        .click();
    await page.getByRole("link", { name: new RegExp(`: ${label} \\(not available\\)$`) }).click();
    await notify.click();
    const form = page.getByRole("group", { name: "Notify me when back in stock" });
    await form.getByLabel("E-mail address").fill(email);
    await page.keyboard.press("Enter");
    await expect(form.getByRole("status").textContent()).resolves.toContain("please confirm with the link");
    const rows = await db.execute({ sql: "select sku from stock_alerts where email = ?", args: [email] });
    expect(rows.rows).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  for (const width of [375, 1440]) {
    it(`asks for a sold-out size's alert and confirms it by the mail's link (${width} px)`, async () => {
      const { label, soldOut, url } = await productWithSoldOutSize();
      const email = `alert.${width}.${Date.now()}@example.com`;
      const { page, problems } = await open(url, { width });
      await page.getByRole("link", { name: new RegExp(`: ${label} \\(not available\\)$`) }).click();
      await page
        .getByRole("status")
        .filter({ hasText: /^Out of stock$/ })
        .waitFor();
      const notify = page.getByRole("button", { name: "Notify me when back in stock" });
      await notify.click();
      const form = page.getByRole("group", { name: "Notify me when back in stock" });
      // Typed the moment the field appears; it has the focus already.
      const field = form.getByLabel("E-mail address");
      await field.fill(email);
      await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(await notify.getAttribute("aria-expanded")).toBe("true");
      await expectNoSeriousAxeViolations(page, ".product-options");
      await screenshot(page, `stock-alert-form-${width}`);

      // Escape closes the form and gives the focus back to the button; it opens again from the keyboard.
      await page.keyboard.press("Escape");
      await expect(form.count()).resolves.toBe(0);
      await expect(notify.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press("Enter");
      await form.getByLabel("E-mail address").fill(email);
      await form.getByRole("button", { name: "Notify me", exact: true }).click();
      await expect(form.getByRole("status").textContent()).resolves.toContain("please confirm with the link");
      await screenshot(page, `stock-alert-sent-${width}`);
      const rows = await db.execute({ sql: "select status, sku from stock_alerts where email = ?", args: [email] });
      expect(rows.rows).toEqual([expect.objectContaining({ status: "pending", sku: soldOut.sku })]);

      const link = await confirmLinkOf(email);
      expect(link).toBeDefined();
      await page.goto(link!);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Confirm your alert");
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `stock-alert-confirm-${width}`, { fullPage: true });
      await page.getByRole("button", { name: "Confirm alert" }).click();
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Your alert is set");
      await screenshot(page, `stock-alert-confirmed-${width}`, { fullPage: true });
      const confirmed = await db.execute({ sql: "select status from stock_alerts where email = ?", args: [email] });
      expect(confirmed.rows[0]).toMatchObject({ status: "active" });

      // The operator restocks the size: one mail, whose unsubscribe link asks before it stops the alerts.
      const restock = await fetch(new URL("/api/ext/stock-alert/admin/stock", worker.url()), {
        method: "POST",
        headers: { "content-type": "application/json", "x-admin-token": ADMIN_TOKEN },
        body: JSON.stringify({ sku: soldOut.sku, qty: 3 }),
      });
      expect(((await restock.json()) as { result: { alertsSent: number } }).result.alertsSent).toBe(1);
      const mail = await db.execute({
        sql: "select text_body from mail_outbox where to_address = ? and kind = 'stock-alert'",
        args: [email],
      });
      expect(mail.rows).toHaveLength(1);
      const unsubscribe = /https?:\/\/\S+\/stock-alert\/unsubscribe\?token=[\w-]+/.exec(
        (mail.rows[0]!.text_body as string | undefined) ?? "",
      )?.[0];
      await page.goto(unsubscribe!);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `stock-alert-unsubscribe-${width}`, { fullPage: true });
      await page.getByRole("button", { name: "Stop alerts" }).click();
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Alerts stopped");
      expect(problems).toEqual([]);
    });
  }
});
