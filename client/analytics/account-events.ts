/**
 * login and sign_up (issue 34), with SPEC §3 "Marketing user data" when the shopper allowed
 * marketing: email, userId, fullName, isLogin, emailNtf, memberShipDate (the account's created_at as
 * dd.mm.yyyy), birthDate and gender sent empty. Without that consent the events carry no personal data.
 */
import type { CustomerDto } from "../../schema/api/account";
import { readConsent } from "./consent-state";
import { track } from "./data-layer";

/** A date (ISO or "yyyy-mm-dd hh:mm:ss") as dd.mm.yyyy, the description's format; "" when unreadable. */
export function dottedDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : "";
}

/** SPEC §3 marketing user data of a signed-in customer. */
export function marketingUserData(me: CustomerDto, subscribed = false) {
  return {
    email: me.email,
    userId: String(me.id),
    fullName: `${me.firstname} ${me.lastname}`.trim(),
    isLogin: true,
    emailNtf: subscribed,
    memberShipDate: dottedDate(me.created_at),
    birthDate: "",
    gender: "",
  };
}

/** Pushes login or sign_up (method "email"); the user data only with marketing consent. */
export function trackAccount(event: "login" | "sign_up", me: CustomerDto): void {
  const user = readConsent()?.marketing ? { user_data: marketingUserData(me) } : {};
  track(event, undefined, { method: "email", ...user });
}
