import type { Context } from "hono";
import { getStoreView, STORE_CODES } from "../../domain/store-views";
import { translatorFor, type AppEnv } from "../context";
import type { SandboxPayment } from "./sandbox-token";

/** Shows the page in the language the shop created the payment in, as a PSP does with its locale. */
export function showInPaymentLanguage(c: Context<AppEnv>, payment: SandboxPayment): void {
  const code = STORE_CODES.find((s) => getStoreView(s).locale === payment.locale);
  if (!code) return;
  c.set("store", getStoreView(code, c.get("config").EN_TAX_COUNTRY));
  c.set("t", translatorFor(code));
}
