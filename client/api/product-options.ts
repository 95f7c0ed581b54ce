import { RESULT_LIST_TIMEOUT_MS } from "../../schema/constants";
import type { ProductOptionsProps } from "../components/catalog/product-types";
import { deadlineSignal } from "./deadline";
import { ApiError } from "./errors";
import type { CallOptions, Fetch } from "./request";

const ISLAND_PROPS = /<script[^>]*\sdata-island-props="ProductOptions"[^>]*>([\s\S]*?)<\/script>/;

/** The product options island's props in a product page's HTML (island.tsx writes them as JSON), or null. */
export function productOptionsIn(html: string): ProductOptionsProps | null {
  const json = ISLAND_PROPS.exec(html)?.[1];
  if (!json) return null;
  try {
    const props = JSON.parse(json) as ProductOptionsProps;
    return typeof props?.sku === "string" && Array.isArray(props.variants) ? props : null;
  } catch {
    return null;
  }
}

/**
 * A product's options, prices and stock for the quick-add modal, read from its product page: that
 * page is built anyway and cached at the edge with stale-while-revalidate (read without cookies, so
 * the cache answers), in the shopper's language, with exactly the props the product page's island
 * uses. A JSON endpoint for them would save the rest of the page (a few KB compressed). Same
 * deadline and failures as `apiRequest`.
 */
export async function loadProductOptions(url: string, options: CallOptions = {}): Promise<ProductOptionsProps> {
  const timeoutMs = options.timeoutMs ?? RESULT_LIST_TIMEOUT_MS;
  const signal = deadlineSignal(timeoutMs, options.signal);
  const send: Fetch = options.fetch ?? ((target, init) => fetch(target, init));
  let status: number;
  let html: string;
  try {
    const response = await send(url, { credentials: "omit", headers: { accept: "text/html" }, signal });
    status = response.status;
    html = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw new ApiError(0, "ABORTED", "Aborted", { cause });
    if (signal.aborted) throw new ApiError(0, "TIMEOUT", `No answer within ${timeoutMs} ms`, { cause });
    throw new ApiError(0, "NETWORK", "Network failure", { cause });
  }
  const props = status === 200 ? productOptionsIn(html) : null;
  if (!props) throw new ApiError(status, status === 404 ? "NOT_FOUND" : "BAD_RESPONSE", `No product options at ${url}`);
  return props;
}
