import type { StoreCode } from "../store-views";
import { de } from "./de";
import type { Messages } from "./en";
import { en } from "./en";
import { nl } from "./nl";

/** Every language at once, for the server, which renders all store views. */
export const ALL_MESSAGES: Record<StoreCode, Messages> = { nl, de, en };
