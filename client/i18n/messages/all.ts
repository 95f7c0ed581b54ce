import { STORE_CODES, type StoreCode } from "../../../domain/store-views";
import * as features from "./features";
import type { Messages } from "./types";

/** One language's strings of every feature, browser and page strings together. */
function combine(code: StoreCode): Messages {
  const parts = Object.values(features).flatMap((feature) => [feature.ui[code], feature.page[code]]);
  return Object.assign({}, ...parts) as Messages;
}

/** Every string of every language, for the server, which renders all store views. */
export const ALL_MESSAGES: Record<StoreCode, Messages> = Object.fromEntries(
  STORE_CODES.map((code) => [code, combine(code)]),
) as Record<StoreCode, Messages>;
