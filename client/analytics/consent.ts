/**
 * Applying a consent choice (issue 34): stored in this browser, Consent Mode v2 `consent update`
 * on the data layer, and the tag manager loaded when the choice allows it and the shop has one.
 */
import { consentSignals, storeConsent, type ConsentChoice } from "./consent-state";
import { gtag, track } from "./data-layer";
import { allowsTagManager, loadTagManager } from "./tag-manager";

export type Purposes = Omit<ConsentChoice, "at">;

/** A new choice: kept, signalled, and the tag manager loaded when it is now allowed. */
export function applyConsent(purposes: Purposes, containerId: string | undefined): ConsentChoice {
  const choice: ConsentChoice = { ...purposes, at: Date.now() };
  storeConsent(choice);
  gtag("consent", "update", consentSignals(choice));
  track("consent_update", undefined, { consent: { ...purposes } });
  if (containerId && allowsTagManager(choice)) loadTagManager(containerId);
  return choice;
}
