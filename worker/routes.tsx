/**
 * The composition root's route table: every API route and page route of the worker, and the order of
 * unknown-URL resolution (SPEC §2). A feature plugs in here — its API under /api, its pages with
 * `storeRoute`, its resolver in `RESOLVERS`, its content version in `SITE_VERSIONS` — and nowhere else.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { CartPage } from "../client/pages/CartPage";
import { CheckoutPage } from "../client/pages/CheckoutPage";
import { CheckoutReturnPage } from "../client/pages/CheckoutReturnPage";
import { HomePage } from "../client/pages/HomePage";
import { StyleguidePage } from "../client/pages/StyleguidePage";
import { getNavigation } from "../client/config/navigation";
import { createUserApi, createWishlistApi } from "./account";
import { registerAccountPages } from "./account/pages";
import { createAfterSalesApi } from "./aftersales";
import { registerAfterSalesPages } from "./aftersales/pages";
import { createAddressLookup, createAddressLookupApi, createDirectoryApi, deliveryCountries } from "./addresses";
import { ADDRESS_LOOKUP_CODE } from "../schema/api/addresses";
import {
  createCartApi,
  createCartExtApi,
  createServicePointSelection,
  registerCartForms,
  type ProviderMethods,
} from "./cart";
import { createParcelCarrier, createServicePointApi } from "./parcel";
import { createNewsletterApi, registerNewsletterPages } from "./newsletter";
import { createCompareApi, registerComparePages } from "./compare";
import { createStockAdminApi, createStockAlertApi } from "./stock-alerts";
import { registerStockAlertPages } from "./stock-alerts/pages";
import { createStoresApi } from "./stores";
import { registerStorePages } from "./stores/pages";
import { createReviewApi } from "./reviews";
import { createRecommendationsApi } from "./recommendations";
import { registerReviewPages } from "./reviews/pages";
import { createAnalyticsApi, createRumApi } from "./analytics";
import { registerAnalyticsPages } from "./analytics/pages";
import { createDevMailboxRoutes } from "./mail/mailbox";
import { createCheckoutStatusApi, createOrderApi, createPaymentApi, createPaymentWebhook } from "./order";
import { checkoutMethodCode, createSandboxPaymentRoutes, PAYMENT_METHODS, paymentConfigIssues } from "./payment";
import { catalogVersionSource } from "./catalog";
import { createCatalogApi } from "./catalog/api";
import { catalogResolver, LISTING_PARAMS, registerCatalogPages } from "./catalog/pages";
import { contentChrome, contentVersionSource, createContentRoutes, createMailServiceApi } from "./content";
import {
  createFragmentApi,
  homeWithStory,
  redirectResolver,
  registerContentPages,
  storyResolver,
} from "./content/pages";
import type { AppEnv } from "./context";
import { AppError, errorEnvelope } from "./errors/app-error";
import { renderErrorPage } from "./errors/on-error";
import { createHealthRoutes } from "./health";
import { createPageCache, type VersionSource } from "./pages/edge-cache";
import { renderPage } from "./pages/render";
import { STYLE_GROUPS } from "../client/pages/page-types";
import { resolveUnknownUrls, type UrlResolver } from "./pages/resolvers";
import { storePaths, storeRoute } from "./pages/store-route";

/**
 * Every source of content a page may show; each cached page's key carries all their versions, so
 * publishing any of them is never hidden behind an unchanged other one. (The CMS adds its version here.)
 */
export const SITE_VERSIONS: readonly VersionSource[] = [catalogVersionSource, contentVersionSource];

/** SPEC §2 unknown-URL resolution, in order: product, category (catalogue); then CMS story and redirect. */
const RESOLVERS: UrlResolver[] = [catalogResolver, storyResolver, redirectResolver];

/**
 * The payment provider's redirect methods offered at checkout; none while the provider lacks its
 * secret (checkout then offers bank transfer and cash on delivery, and the log says why).
 */
const PROVIDER_METHODS: ProviderMethods = (c) => {
  const issues = paymentConfigIssues(c.get("config"));
  if (issues.length > 0) {
    c.get("log").warn("card and bank payments are off", { variable: issues[0]!.path[0], problem: issues[0]!.message });
    return [];
  }
  return PAYMENT_METHODS.map((m) => ({ code: checkoutMethodCode(m.code), title: m.title }));
};

/** The parcel carrier the request's configuration names (built-in points, or a carrier API). */
const carrierFor = (c: Context<AppEnv>) => createParcelCarrier(c.get("config"));

/** The address lookup the request's configuration names (the built-in NL/BE table, or a lookup API). */
const lookupFor = (c: Context<AppEnv>) => createAddressLookup(c.get("config"));

/** The JSON API (SPEC §7) under /api. */
export function createApiRoutes(parcelCarrierCode: string): Hono<AppEnv> {
  const api = new Hono<AppEnv>({ strict: false });
  api.route("/health", createHealthRoutes());
  api.route("/content/fragment", createFragmentApi());
  api.route("/content", createContentRoutes());
  api.route("/ext/mail-service", createMailServiceApi());
  api.route("/", createCatalogApi());
  api.route("/user", createUserApi());
  api.route("/wishlist", createWishlistApi());
  api.route("/compare", createCompareApi());
  api.route("/cart", createCartApi(PROVIDER_METHODS));
  api.route("/ext", createCartExtApi(PROVIDER_METHODS));
  api.route("/order", createOrderApi(PROVIDER_METHODS));
  api.route("/ext/checkout", createCheckoutStatusApi());
  api.route("/ext/payment", createPaymentApi());
  api.route("/ext/newsletter", createNewsletterApi());
  api.route("/ext/stock-alert/admin", createStockAdminApi());
  api.route("/ext/stock-alert", createStockAlertApi());
  api.route("/stores", createStoresApi());
  api.route("/review", createReviewApi());
  api.route("/aftersales", createAfterSalesApi());
  api.route("/ext/recommendations", createRecommendationsApi());
  api.route("/rum", createRumApi());
  api.route("/ext/analytics", createAnalyticsApi());
  // SPEC §7 address lookup under a fixed segment: a `:provider` parameter beside the static /ext/…
  // paths is a table RegExpRouter refuses (route-table.test.ts); the adapter behind it is configured.
  api.route(`/ext/${ADDRESS_LOOKUP_CODE}`, createAddressLookupApi(lookupFor));
  api.route("/ext/directory", createDirectoryApi());
  // SPEC §7 parcel carrier calls under the configured carrier's code (dhlparcel by default), as a
  // static path: the app is built per code (worker/index.ts). A `:carrier` parameter beside the
  // static /ext/… paths is a table Hono's RegExpRouter refuses (route-table.test.ts).
  api.route(`/ext/${parcelCarrierCode}`, createServicePointApi(carrierFor));
  api.route(`/ext/${parcelCarrierCode}`, createServicePointSelection(carrierFor));
  api.all("*", () => {
    throw new AppError(404, "NOT_FOUND", "No route found");
  });
  return api;
}

const notFound = (c: Context<AppEnv>) => renderErrorPage(c, 404);

/** The mailbox page exists only where a developer switched it on. */
const devMailboxOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("config").DEV_MAILBOX || c.get("config").MAIL_PROVIDER !== "outbox") return notFound(c);
  await next();
};

/**
 * /payment: the sandbox provider's hosted page (its webhook is delivered in-process to `app`) and
 * the webhook every provider calls. Outside /api: Mollie posts a form, not JSON.
 */
export function createPaymentRoutes(app: Hono<AppEnv>): Hono<AppEnv> {
  const payment = new Hono<AppEnv>({ strict: false });
  payment.route("/webhook", createPaymentWebhook());
  payment.route(
    "/sandbox",
    createSandboxPaymentRoutes({
      config: (c) => c.get("config"),
      deliverWebhook: async (request, c) => app.fetch(request, c.env, c.executionCtx),
    }),
  );
  return payment;
}

/** The page routes of SPEC §2, under every store prefix. */
export function createPageRoutes(): Hono<AppEnv> {
  const pages = new Hono<AppEnv>({ strict: false });
  const cached = createPageCache(SITE_VERSIONS);
  // The CMS's menu, footer and usps on every page (worker/pages/chrome.ts).
  // GET only: a middleware on every method would make every path look like it takes a POST (405 Allow).
  pages.get("*", contentChrome());

  // SPEC §2 home: the CMS home story, else the built-in home page.
  storeRoute(
    pages,
    "/",
    cached(
      [],
      homeWithStory((c) =>
        renderPage(c, {
          meta: { title: c.get("t")("home.title"), pageType: "Homepage" },
          body: <HomePage navigation={getNavigation(c.get("store").code)} />,
          styles: ["content"],
          routeItem: "home",
          transparentHeader: true,
        }),
      ),
    ),
  );
  storeRoute(pages, "/styleguide", (c) =>
    renderPage(c, {
      meta: { title: c.get("t")("styleguide.title"), noindex: true },
      body: <StyleguidePage />,
      // The style guide shows every kind of page's components.
      styles: STYLE_GROUPS,
    }),
  );
  // SPEC §2 cart: one shell for every visitor (the Cart island reads the bag), never cached or indexed.
  storeRoute(pages, "/cart", (c) =>
    renderPage(c, {
      meta: { title: c.get("t")("cart.page.title"), noindex: true, pageType: "ShoppingCart" },
      body: <CartPage added={c.req.query("added")} error={c.req.query("error")} max={c.req.query("max")} />,
      styles: ["checkout"],
      headers: { "Cache-Control": "no-store" },
    }),
  );
  // SPEC §2 checkout and checkout-return: the checkout layout, personal, never cached or indexed.
  storeRoute(pages, "/checkout", (c) =>
    renderPage(c, {
      meta: { title: c.get("t")("checkout.title"), noindex: true, pageType: "Checkout" },
      body: <CheckoutPage countries={deliveryCountries(c.get("config"), c.get("store").code)} />,
      layout: "checkout",
      styles: ["checkout"],
      headers: { "Cache-Control": "no-store" },
    }),
  );
  storeRoute(pages, "/checkout-return", (c) =>
    renderPage(c, {
      meta: { title: c.get("t")("checkout.title"), noindex: true, pageType: "ThankYou" },
      body: <CheckoutReturnPage />,
      layout: "checkout",
      styles: ["checkout"],
      headers: { "Cache-Control": "no-store" },
    }),
  );
  storeRoute(pages, "/error", (c) => renderErrorPage(c, 500));
  registerCatalogPages(pages, cached);
  registerContentPages(pages, cached);
  registerCartForms(pages);
  registerNewsletterPages(pages);
  registerComparePages(pages, cached);
  registerStockAlertPages(pages);
  registerStorePages(pages, cached);
  registerAnalyticsPages(pages);
  registerAccountPages(pages);
  registerReviewPages(pages);
  registerAfterSalesPages(pages);
  // The local mailbox (DEV_MAILBOX=on with the outbox provider): read the shop's outgoing e-mail.
  const mailbox = createDevMailboxRoutes();
  for (const path of storePaths("/dev")) {
    pages.use(`${path}/mailbox`, devMailboxOnly);
    pages.use(`${path}/mailbox/*`, devMailboxOnly);
    pages.use(`${path}/mailbox.css`, devMailboxOnly);
    pages.route(path, mailbox);
  }

  // Registered last: anything else goes through unknown-URL resolution (SPEC §2).
  pages.get("*", cached(LISTING_PARAMS, resolveUnknownUrls(RESOLVERS, notFound)));
  // Pages are read (GET, HEAD) and some take form posts; other methods are refused, saying what is allowed.
  pages.on(["PUT", "PATCH", "DELETE"], "*", (c) => {
    const posts = pages.router.match("POST", c.req.path)[0].length > 0;
    return c.json(errorEnvelope(405, "METHOD_NOT_ALLOWED", "Method not allowed"), 405, {
      Allow: posts ? "GET, HEAD, POST" : "GET, HEAD",
    });
  });
  return pages;
}
