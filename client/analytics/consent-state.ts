/**
 * The shopper's consent choice (issue 34): kept in this browser's localStorage only (never a
 * cookie, so it rides on no request and cached pages stay shared), for CONSENT_MAX_AGE_DAYS, then
 * asked again. Consent Mode v2 signals are derived from it. Small: the data layer needs it.
 */
import { CONSENT_MAX_AGE_DAYS } from "../../schema/analytics";

export const CONSENT_STORAGE_KEY = "an-consent";

/** The purposes a shopper chooses (strictly necessary storage needs no choice). */
export interface ConsentChoice {
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
  /** When the choice was made (ms). */
  at: number;
}

export type ConsentSignals = Record<
  | "ad_storage"
  | "analytics_storage"
  | "ad_user_data"
  | "ad_personalization"
  | "functionality_storage"
  | "personalization_storage"
  | "security_storage",
  "granted" | "denied"
>;

/** The stored choice, or null when none was made, it is unreadable or older than 12 months. */
export function readConsent(now = Date.now()): ConsentChoice | null {
  try {
    const raw = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null") as Partial<ConsentChoice> | null;
    if (!raw || typeof raw.at !== "number" || now - raw.at > CONSENT_MAX_AGE_DAYS * 86_400_000) return null;
    return {
      preferences: raw.preferences === true,
      statistics: raw.statistics === true,
      marketing: raw.marketing === true,
      at: raw.at,
    };
  } catch {
    return null;
  }
}

/** Stores a choice (storage off: it holds for this page only). */
export function storeConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage off.
  }
}

/** Consent Mode v2 signals: everything denied until a choice; then by purpose (security storage with any choice). */
export function consentSignals(choice: ConsentChoice | null): ConsentSignals {
  const g = (on: boolean | undefined) => (on ? "granted" : "denied");
  return {
    ad_storage: g(choice?.marketing),
    analytics_storage: g(choice?.statistics),
    ad_user_data: g(choice?.marketing),
    ad_personalization: g(choice?.marketing),
    functionality_storage: g(choice?.preferences),
    personalization_storage: g(choice?.preferences),
    security_storage: g(choice !== null),
  };
}
