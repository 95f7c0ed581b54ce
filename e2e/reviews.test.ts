/**
 * Review journeys in Chromium against the built worker (issue 32 points 1 and 7): a shopper writes a
 * review in the review modal by keyboard and is told it waits for moderation; an operator approves it
 * through the operator API; the product page (cached, and refreshed by the approval) then shows it,
 * with its "helpful" button. axe-clean page and modal; screenshots at 375 and 1440 px.
 */
import { axeBuilder } from "./support/axe";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { productUrl } from "../domain/urls";
import { shippedSnapshot } from "../test/support/snapshot";
import { screenshot, withBrowser } from "./support/fixtures";

const ADMIN_TOKEN = "e2e-review-admin-token-0123456789abcdef";
const { open, worker } = withBrowser({ bindings: { CONTENT_ADMIN_TOKEN: ADMIN_TOKEN } });
const snapshot = shippedSnapshot();
// This file's own products (the API tests use configurables 160–179).
const own = snapshot.listed.filter((p) => p.type === "configurable").slice(185, 190);

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

let ip = 0;
async function api(pathname: string, body: unknown, admin = false) {
  const res = await worker.fetch(pathname, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": `10.66.0.${ip++}`,
      ...(admin ? { "x-admin-token": ADMIN_TOKEN } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { result: { id: number } };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.result;
}

async function approvedReview(
  productId: number,
  review: { title: string; detail: string; nickname: string; rating: number },
) {
  const made = await api("/api/review/create?storeCode=en", {
    review: { product_id: productId, review_entity: "product", review_status: 2, customer_id: null, ...review },
  });
  await api("/api/review/admin/moderate", { id: made.id, status: "approved" }, true);
}

describe("reviews in the browser", () => {
  it("writes a review in the modal by keyboard, pending until approved, then shown on the page", async () => {
    const product = own[0]!;
    await approvedReview(product.id, {
      title: "Beautifully made",
      detail: "The seams are neat and the fabric drapes well.\nTrue to size.",
      nickname: "Lotte",
      rating: 5,
    });
    const url = productUrl("en", product);
    const { page, problems } = await open(url, { width: 1440 });
    const section = page.locator("#reviews");
    await section.getByRole("heading", { name: "Reviews", level: 2 }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await section.getByText("Beautifully made").waitFor();
    await expect(page.locator(".product__rating").textContent()).resolves.toContain("1 review");
    await screenshot(page, "reviews-product-1440", { fullPage: true });
    await expectNoSeriousAxeViolations(page);

    // Keyboard only: open the modal, choose 4 stars with the arrow keys, type, send with Enter.
    await section.getByRole("button", { name: "Write a review" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Write a review" });
    await dialog.getByRole("radio", { name: "1 stars" }).focus();
    await page.keyboard.press("Space");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "4 stars" }).isChecked()).resolves.toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Maarten");
    await page.keyboard.press("Tab");
    const title = `Warm and light ${Date.now()}`;
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await page.keyboard.type("I wore it all winter. <b>Still</b> looks new.");
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, "reviews-modal-1440");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await dialog.getByRole("status").filter({ hasText: "Your review will appear once we have checked it." }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // Pending: not on the page yet (reloaded: the cached page is the same for everyone).
    await page.reload();
    await expect(page.locator("#reviews").getByText(title).count()).resolves.toBe(0);

    // The operator approves it; the product's page is refreshed and shows it, verbatim as text.
    const queue = await worker.fetch(`/api/review/admin?status=pending&sku=${product.sku}`, {
      headers: { "x-admin-token": ADMIN_TOKEN },
    });
    const pending = ((await queue.json()) as { result: { id: number; title: string; rating: number }[] }).result;
    const mine = pending.find((r) => r.title === title)!;
    expect(mine.rating).toBe(4);
    await api("/api/review/admin/moderate", { id: mine.id, status: "approved" }, true);
    await page.reload();
    const shown = page.locator("#reviews .review", { hasText: title });
    await shown.waitFor();
    await expect(shown.locator(".review__detail").textContent()).resolves.toBe(
      "I wore it all winter. <b>Still</b> looks new.",
    );
    await expect(page.locator(".product__rating").textContent()).resolves.toContain("2 reviews");

    // One "helpful" vote per shopper.
    await shown.getByRole("button", { name: "Helpful (0)" }).click();
    await shown.getByRole("button", { name: "Thanks for your feedback" }).waitFor();
    await expect.poll(() => shown.getByRole("button", { name: "Thanks for your feedback" }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("sorts and shows the summary at 375 px, accessible", async () => {
    const product = own[1]!;
    const texts = [
      { title: "Not for me", detail: "The collar scratches a little.", nickname: "Mira", rating: 2 },
      { title: "Lovely colour", detail: "Softer than I expected.", nickname: "Eva", rating: 5 },
      { title: "Runs small", detail: "Order one size up.", nickname: "Jonas", rating: 3 },
    ];
    for (const review of texts) await approvedReview(product.id, review);
    const { page, problems } = await open(productUrl("en", product), { width: 375 });
    const section = page.locator("#reviews");
    await section.scrollIntoViewIfNeeded();
    // Newest first, as the cached HTML has them.
    await expect(section.locator(".review__title").first().textContent()).resolves.toBe("Runs small");
    await section.getByLabel("Sort reviews").selectOption("lowest");
    await expect
      .poll(() => section.locator(".review__title").first().textContent(), { timeout: 10_000 })
      .toBe("Not for me");
    await section.getByLabel("Sort reviews").selectOption("highest");
    await expect
      .poll(() => section.locator(".review__title").first().textContent(), { timeout: 10_000 })
      .toBe("Lovely colour");
    await screenshot(section, "reviews-list-375");
    await expectNoSeriousAxeViolations(page);
    await section.getByRole("button", { name: "Write a review" }).click();
    await page.getByRole("dialog", { name: "Write a review" }).getByRole("button", { name: "Submit review" }).click();
    await page.getByRole("dialog").getByText("Field is required").first().waitFor();
    await screenshot(page, "reviews-modal-375");
    await expectNoSeriousAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it("moderates on the operator screen behind the operator token", async () => {
    const product = own[2]!;
    const title = `Screen check ${Date.now()}`;
    const made = await api("/api/review/create?storeCode=en", {
      review: {
        product_id: product.id,
        title,
        detail: "Arrived quickly.",
        nickname: "Noor",
        review_entity: "product",
        review_status: 2,
        customer_id: null,
        rating: 4,
      },
    });
    const { page, problems } = await open("/en/moderation/reviews", { width: 1440 });
    await page.getByLabel("Operator token").fill(ADMIN_TOKEN);
    await page.getByRole("button", { name: "Sign in" }).click();
    const item = page.locator(".review-moderation__item", { hasText: title });
    await item.waitFor();
    await screenshot(page, "reviews-moderation-1440");
    await expectNoSeriousAxeViolations(page);
    await item.getByRole("button", { name: `Approve #${made.id}` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Review #${made.id} approved` })
      .waitFor();
    await item.waitFor({ state: "detached" });
    const row = await worker.fetch(`/api/review/list?sku=${product.sku}`);
    const listed = (await row.json()) as { result: { items: { id: number }[] } };
    expect(listed.result.items.map((r) => r.id)).toContain(made.id);
    expect(problems).toEqual([]);
  });
});
