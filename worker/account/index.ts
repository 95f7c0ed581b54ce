/**
 * Accounts' public face (SPEC §7 Users, issue 9): the user API under /api/user. Sessions are the
 * session feature's (a login starts a customer session with a refresh token); passwords are PBKDF2
 * with a pepper (./password); limits are libSQL counters (../http/rate-limit).
 */
export { createUserApi } from "./routes";
export { createWishlistApi } from "./routes-wishlist";
export { toAddressRow } from "./addresses";
export { saveCheckoutAddressStatement, sessionCustomer, type NewAddress } from "./repo";
export { apiStore } from "./context";

export { accountsConfigSchema, type AccountsConfig } from "../../schema/config/accounts";
