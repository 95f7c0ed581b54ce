/**
 * Tells the running shop that products changed outside it (an operator tool wrote their stock), so
 * the pages that show them render again: Workers Cache in front of the worker is purged only from
 * inside the worker, so a tool calls the operator API's purge-products (worker/content/admin-api.ts)
 * at PUBLIC_ORIGIN with CONTENT_ADMIN_TOKEN (environment or .dev.vars). A shop it cannot reach is
 * reported, never an error: the change is made, and the pages show it when their fresh minutes end.
 */
import { ADMIN_TOKEN_HEADER } from "../worker/content";
import { setting } from "./local-env";

/** What one call may name (MAX_PURGED_PRODUCTS in the operator API). */
const PER_CALL = 100;

/** Refreshes the pages of the given products; `what` names the change in the lines it prints. */
export async function refreshProductPages(skus: readonly string[], what = "stock"): Promise<void> {
  const origin = setting("PUBLIC_ORIGIN");
  const token = setting("CONTENT_ADMIN_TOKEN");
  if (!origin || !token) {
    console.log(
      `shop pages not refreshed: set PUBLIC_ORIGIN and CONTENT_ADMIN_TOKEN (environment or .dev.vars) so they show the new ${what} at once; otherwise within five minutes`,
    );
    return;
  }
  try {
    for (let i = 0; i < skus.length; i += PER_CALL) {
      const response = await fetch(new URL("/api/content/admin/purge-products", origin), {
        method: "POST",
        headers: { "Content-Type": "application/json", [ADMIN_TOKEN_HEADER]: token },
        body: JSON.stringify({ skus: skus.slice(i, i + PER_CALL) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`${origin} answered ${response.status}`);
    }
    console.log(`shop pages of ${skus.length} sku(s) refreshed`);
  } catch (error) {
    console.error(
      `shop pages not refreshed (${error instanceof Error ? error.message : String(error)}); they show the new ${what} within five minutes`,
    );
  }
}
