/**
 * SPEC §7 directory: GET /api/ext/directory/countries (the store view's delivery countries, from
 * configuration) and GET /api/ext/directory/currency (its currency map). The store view is the
 * `x-vs-store-code` header (for currency Vue Storefront sends the code with its slash turned into an
 * underscore), else `?storeCode=`, else the path's; an unknown code is 400.
 */
import { Hono, type Context } from "hono";
import type { DirectoryCountry, DirectoryCurrency } from "../../schema/api/addresses";
import { deliveryCountries } from "../../schema/config/addresses";
import type { DeliveryCountry } from "../../schema/countries";
import { getStoreView, isStoreCode, type StoreCode } from "../../domain/store-views";
import { translatorFor, type AppEnv } from "../context";
import { AppError } from "../errors/app-error";

const ISO3: Readonly<Record<DeliveryCountry, string>> = { NL: "NLD", BE: "BEL", DE: "DEU", AT: "AUT", LU: "LUX" };
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: "€" };

/** The store view a directory call asks about. */
function storeOf(c: Context<AppEnv>): StoreCode {
  const asked = c.req.header("x-vs-store-code") ?? c.req.query("storeCode");
  if (asked === undefined || asked === "") return c.get("store").code;
  // "nl", or a path-like code with its slash sent as an underscore ("default_nl"): the last part names it.
  const code = asked.trim().toLowerCase().split(/[/_]/).pop() ?? "";
  if (isStoreCode(code)) return code;
  throw new AppError(400, "INVALID_INPUT", "Unknown store code", { "x-vs-store-code": "is not a store code" });
}

/** The directory entries of a store view's delivery countries, named in its language and in English. */
export function directoryCountries(codes: readonly DeliveryCountry[], store: StoreCode): DirectoryCountry[] {
  const local = translatorFor(store);
  const english = translatorFor("en");
  return codes.map((code) => ({
    id: code,
    two_letter_abbreviation: code,
    three_letter_abbreviation: ISO3[code],
    full_name_locale: local(`country.${code}`),
    full_name_english: english(`country.${code}`),
  }));
}

/** /api/ext/directory. */
export function createDirectoryApi(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const headers = { "Cache-Control": "public, max-age=300", Vary: "x-vs-store-code" };
  app.get("/countries", (c) => {
    const store = storeOf(c);
    const result = directoryCountries(deliveryCountries(c.get("config"), store), store);
    return c.json({ code: 200, result }, 200, headers);
  });
  app.get("/currency", (c) => {
    const code = getStoreView(storeOf(c)).currencyCode;
    const symbol = CURRENCY_SYMBOLS[code] ?? code;
    const result: DirectoryCurrency = {
      base_currency_code: code,
      base_currency_symbol: symbol,
      default_display_currency_code: code,
      default_display_currency_symbol: symbol,
      available_currency_codes: [code],
      exchange_rates: [{ currency_to: code, rate: 1 }],
    };
    return c.json({ code: 200, result }, 200, headers);
  });
  return app;
}
