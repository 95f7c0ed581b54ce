/** The shop's own name and contact points; the SPEC leaves the brand unnamed. */
export const BRAND_NAME = "Atelier Noord";
export const BRAND_TITLE_SUFFIX = ` | ${BRAND_NAME}`;
export const SERVICE_PHONE = "+31202104500";
export const SERVICE_EMAIL = "service@ateliernoord.nl";
