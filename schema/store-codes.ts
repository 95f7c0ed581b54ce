/** Store views of SPEC §1/§3: Dutch (default, no prefix), German (/de), English (/en). */
export const STORE_CODES = ["nl", "de", "en"] as const;
export type StoreCode = (typeof STORE_CODES)[number];
