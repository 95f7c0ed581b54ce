/**
 * The newsletter's public face (SPEC §3 Newsletter, §4 states and pop-up, §7 the /api/ext/
 * endpoint): sign-up with double opt-in, a single-use 10 % welcome coupon issued through the cart
 * once confirmed, token-based unsubscribe in every newsletter mail, and its pages.
 */
export { createNewsletterApi } from "./routes";
export { registerNewsletterPages } from "./pages";
