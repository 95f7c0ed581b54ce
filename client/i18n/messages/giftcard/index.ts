import type { FeatureMessages, NoStrings } from "../types";
import { ui as uiDe } from "./ui.de";
import { ui as uiEn } from "./ui.en";
import { ui as uiNl } from "./ui.nl";

/**
 * The gift card form's strings (cart page and checkout), loaded with the form when a shopper opens
 * it. The API's refusals are the cart feature's (`cart.giftCardInvalid`, `cart.tooManyCodes`).
 */
const none: NoStrings = {};
export const giftcard = {
  ui: { nl: uiNl, de: uiDe, en: uiEn },
  page: { nl: none, de: none, en: none },
} satisfies FeatureMessages<typeof uiEn, NoStrings>;
