/**
 * Business constants and limits of SPEC §9, in one place so a reader finds every number here.
 * Shared by the worker and the client.
 */

// UI (SPEC §9 "UI")
export const DESKTOP_BREAKPOINT_PX = 1024;
export const HEADER_HIDE_THRESHOLD_PX = 72;
export const HEADER_HEIGHT_PX = 72;
export const HEADER_HEIGHT_DESKTOP_PX = 104;
export const MICROCART_WIDTH_DESKTOP_PX = 700;
export const SIDEBAR_MAX_WIDTH_PX = 512;
export const USPS_ROTATION_MS = 5000;
export const MODAL_CLOSE_ANIMATION_MS = 400;
export const SWIPE_TO_CLOSE_PX = 100;
export const SIDE_PANEL_TIMEOUT_MS = 3000;
/** SPEC §8: result lists time out at 3000 ms and show an error with a reload option. */
export const RESULT_LIST_TIMEOUT_MS = 3000;
export const SEARCH_OVERLAY_OFF_DELAY_MS = 500;
export const PROGRESS_JUMP_PERCENT = 40;
export const ACCORDION_ANIMATION_MS = 250;
export const NAVIGATION_HISTORY_SIZE = 30;
export const NAVIGATION_HISTORY_DELAY_MS = 100;

// Notifications (SPEC §9 "Notification lifetime")
export const NOTIFICATION_LIFETIME_MS = 5000;

// Search (SPEC §9 "Search engine")
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_HEADER_SIZE = 10;
export const SEARCH_PANEL_SIZE = 18;
export const SEARCH_THROTTLE_MS = 1000;
export const SEARCH_HISTORY_MAX = 4;
/** SPEC §9 search engine "client timeout 5000 ms": the browser's deadline for a search call. */
export const SEARCH_CLIENT_TIMEOUT_MS = 5000;

// Images (SPEC §9 "Images")
export const SRCSET_WIDTHS = [1920, 1440, 1024, 768, 540, 375] as const;

// HTTP limits of our own (not in the SPEC): the largest JSON body the API accepts.
export const API_BODY_LIMIT_BYTES = 64 * 1024;
/**
 * The order call's own limit: Vue Storefront sends each line's whole product document (one
 * configurable product with its children is about 21 KB), so a bag of a few products passes 64 KB.
 */
export const ORDER_BODY_LIMIT_BYTES = 512 * 1024;
/** The largest body a page takes (form posts, the payment webhook's form). */
export const PAGE_BODY_LIMIT_BYTES = 64 * 1024;

// Catalogue listing (SPEC §9 "Category fetch size…", "Sort options", "Price ranges")
export const ROOT_CATEGORY_ID = 2;
/** Attribute filters offered on listings besides brand and price. */
export const FILTER_ATTRIBUTES = ["color", "size", "material"] as const;
export const FILTER_AGGREGATION_SIZE = 10;
/** Price buckets in whole euros incl. tax; the last is open-ended. */
export const PRICE_RANGES = [
  { from: 0, to: 100 },
  { from: 100, to: 250 },
  { from: 250, to: 500 },
  { from: 500, to: null },
] as const;
export const SORT_OPTIONS = ["relevance", "position", "new", "price_asc", "price_desc"] as const;
/** The largest `from` a listing accepts (deep paging is not a use case). */
export const MAX_LISTING_OFFSET = 10_000;
export const MAX_LISTING_SIZE = 200;
export const MAX_SEARCH_TERM_LENGTH = 200;
export const STOCK_LIST_BATCH = 15;
/** How long stock a page was rendered with stands before the browser asks the API again (useLiveStock). */
export const STOCK_FRESH_MS = 60_000;
export const ATTRIBUTE_LIST_SIZE = 150;
export const CATEGORY_FETCH_SIZE = 4000;

// Server deadlines and sessions (SPEC §9 "server 1000 ms"; ARCHITECTURE §3)
/** Every libSQL call gives up after this long: a hung database must not hang a page. */
export const DB_TIMEOUT_MS = 1000;
/**
 * Above this many products (the snapshot's count) SEARCH_TIER=auto answers search and listings from
 * the libSQL tier: the bench holds the in-isolate tier to 25,000 products, and its index grows about
 * 4 MB per 1,000 products per store view.
 */
export const SEARCH_TIER_AUTO_PRODUCTS = 25_000;
/** Seconds a client is asked to wait before retrying when a dependency is down (503 Retry-After). */
export const RETRY_AFTER_SECONDS = 30;
/** After a catalogue snapshot failed to load, an isolate waits this long before it tries again. */
export const CATALOG_RETRY_MS = 10_000;
/** The first-party session cookie (HttpOnly, Secure, SameSite=Lax, Path=/). */
export const SESSION_COOKIE = "__Host-an_session";
/** The refresh token's cookie of a logged-in browser (HttpOnly, Secure, SameSite=Strict, Path=/). */
export const REFRESH_COOKIE = "__Host-an_refresh";
/** A refresh token (SPEC §7 /api/user/refresh) works this long after its login, unless revoked. */
export const REFRESH_TOKEN_DAYS = 90;
/** A session not used for this long expires (sliding); a guest's cart lives as long as its session. */
export const SESSION_IDLE_DAYS = 30;
/** Random bytes in a session token (256 bits; stored only as its SHA-256 hash). */
export const SESSION_TOKEN_BYTES = 32;
/** How stale a session's last-seen time may get before a request refreshes it (one write a day at most). */
export const SESSION_TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;

// Cart and checkout (SPEC §4, §5, §9)
/** The most of one line a cart takes; larger quantities are refused with 400, not silently cut. */
export const MAX_LINE_QTY = 99;
/** The most lines one cart holds. */
export const MAX_CART_LINES = 100;
/** Home delivery and service point delivery cost this much (cents incl. tax) below the free threshold. */
export const HOME_DELIVERY_CENTS = 495;
export const SERVICE_POINT_DELIVERY_CENTS = 395;
/** Items subtotal (cents incl. tax, after discount) from which delivery is free. */
export const FREE_SHIPPING_FROM_CENTS = 7500;
/** SPEC §9: free returns within 30 days. */
export const FREE_RETURN_DAYS = 30;
/** SPEC §4/§9: the shipping method code that opens the service point picker, and the free payment method. */
export const SERVICE_POINT_METHOD = "servicepoint";
export const HOME_DELIVERY_METHOD = "homedelivery";
export const FREE_PAYMENT_METHOD = "free";
/**
 * Issue 31.5 click & collect: a free method (Magento's in-store pickup codes) whose order names a
 * pick-up store; the order is ready there at the store's first open moment this many hours on.
 */
export const COLLECT_CARRIER = "instore";
export const COLLECT_METHOD = "pickup";
export const PICKUP_LEAD_HOURS = 2;
/** SPEC §9 checkout activity window: saved checkout details resume within 30 minutes. */
export const CHECKOUT_ACTIVITY_MS = 1_800_000;

// Newsletter (SPEC §4 newsletter pop-up, §9 "newsletter pop-up delay 20 s, cookie 31 days", "a 10% coupon")
export const NEWSLETTER_POPUP_DELAY_MS = 20_000;
export const NEWSLETTER_POPUP_COOKIE = "an_newsletter_popup";
export const NEWSLETTER_POPUP_COOKIE_DAYS = 31;
export const NEWSLETTER_COUPON_PERCENT = 10;

/** EU price indication rules (Directive 98/6/EC art. 6a): a reduced price names the lowest price of this many days before it. */
export const PRIOR_PRICE_DAYS = 30;

// Accounts: request bounds (schema/api/account.ts applies them; the forms too)
/** Our own bound: longer inputs are refused before any hashing (PBKDF2 cost does not grow, the body does). */
export const PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** The most addresses a registration carries (Vue Storefront's registration body: up to two). */
export const MAX_REGISTER_ADDRESSES = 2;
/** The most addresses one customer keeps. */
export const MAX_ADDRESSES = 20;
/** The most items one wishlist keeps. */
export const WISHLIST_MAX_ITEMS = 200;
/** The most products one compare list holds (issue 32.2): a fifth is refused with a message. */
export const COMPARE_MAX_ITEMS = 4;

// Offline (SPEC §4 sync tasks and offline/online, §9 cache constants)
/**
 * SPEC §4: orders made offline are sent as soon as the browser is online again when this is on;
 * off (the default), the shopper confirms each one ("Order waiting!" and the order confirmation
 * modal), except on the checkout page where it was made, which sends it itself.
 */
export const OFFLINE_ORDER_AUTO_SEND = false;
/** SPEC §4 "Queue max attempts 1": a queued task is sent at most this many times. */
export const SYNC_TASK_MAX_ATTEMPTS = 1;
/** SPEC §9 client cache quota: the service worker's runtime caches stay under this many KB together. */
export const OFFLINE_CACHE_QUOTA_KB = 4096;
/** SPEC §9 read timeout: a network-first read falls back to the offline copy after this long. */
export const OFFLINE_CACHE_READ_TIMEOUT_MS = 800;
// Address lookup (issue 31.6): a paid upstream in production, so each client IP has a budget.
/** The path segment of the address lookup: GET /api/ext/{ADDRESS_LOOKUP_CODE}/autocomplete (kept free of zod for the browser). */
export const ADDRESS_LOOKUP_CODE = "postcode";
/** Lookups one IP may make per window (a checkout makes a handful; the client skips repeats). */
export const ADDRESS_LOOKUP_IP_MAX = 60;
export const ADDRESS_LOOKUP_WINDOW_MS = 10 * 60_000;
