/**
 * The account pages of SPEC §2: /login/, /password-reset and /my-account with its block selector
 * (orders, order detail, profile, change password, wishlist, loyalty card). Personal: rendered per
 * request, never cached or indexed. Without a customer session they say 'You need to be logged in
 * to see this page' and offer the sign-in right there.
 */
import type { Context, Hono } from "hono";
import type { ReactNode } from "react";
import { storePath } from "../../../domain/urls";
import { AccountShell } from "../../../client/pages/account/AccountShell";
import { LoginPage } from "../../../client/pages/account/LoginPage";
import { LoyaltyCard } from "../../../client/pages/account/LoyaltyCard";
import { OrderDetail } from "../../../client/pages/account/OrderDetail";
import { OrderList } from "../../../client/pages/account/OrderList";
import type { AccountBlock } from "../../../client/pages/account/account-types";
import { Island } from "../../../client/island";
import AccountProfile from "../../../client/islands/AccountProfile";
import ChangePassword from "../../../client/islands/ChangePassword";
import PrivacyActions from "../../../client/islands/PrivacyActions";
import WishlistGrid from "../../../client/islands/WishlistGrid";
import type { MessageKey } from "../../../client/i18n/messages/types";
import { deliveryCountries } from "../../addresses";
import { afterSalesSection } from "../../aftersales/pages";
import { priorPrices, toTile } from "../../catalog";
import type { AppEnv } from "../../context";
import { renderPage } from "../../pages/render";
import { storeRoute } from "../../pages/store-route";
import { customerDto, orderDto } from "../dto";
import { customerOrder, loyalty, orderHistory, readMe, type AddressRecord, type CustomerRecord } from "../repo";
import { loyaltyDto } from "../routes-loyalty";
import { wishlistSkus } from "../routes-wishlist";

const PRIVATE = { "Cache-Control": "no-store" };
/** SPEC §9 order history page size. */
const ORDER_PAGE_SIZE = 20;

type Me = { customer: CustomerRecord; addresses: AddressRecord[] };

async function currentCustomer(c: Context<AppEnv>): Promise<Me | null> {
  const tokenHash = await c.get("session").tokenHash();
  return tokenHash ? readMe(c.get("db"), tokenHash, new Date()) : null;
}

function needLogin(c: Context<AppEnv>) {
  return renderPage(c, {
    styles: ["account"],
    meta: { title: c.get("t")("account.needLogin"), noindex: true, pageType: "Account" },
    body: <LoginPage needLogin auth={{ view: "login", layout: "page", next: c.req.path }} />,
    routeItem: "account",
    headers: PRIVATE,
  });
}

function accountPage(c: Context<AppEnv>, me: Me, block: AccountBlock, title: string, body: ReactNode) {
  return renderPage(c, {
    styles: ["account"],
    meta: { title, noindex: true, pageType: "Account" },
    body: (
      <AccountShell block={block} firstname={me.customer.firstname} title={title}>
        {body}
      </AccountShell>
    ),
    routeItem: block === "wishlist" ? "wishlist" : "account",
    headers: PRIVATE,
  });
}

/** A block of /my-account: the customer, or the 'You need to be logged in' page. */
function block(handler: (c: Context<AppEnv>, me: Me) => Promise<Response>) {
  return async (c: Context<AppEnv>) => {
    const me = await currentCustomer(c);
    return me ? handler(c, me) : needLogin(c);
  };
}

function notices(c: Context<AppEnv>): string | null {
  const keys: [string, MessageKey][] = [
    ["loggedOut", "account.loggedOut"],
    ["deleted", "account.privacy.deleted"],
  ];
  for (const [param, key] of keys) if (c.req.query(param)) return c.get("t")(key);
  return null;
}

/** Registers the account pages under every store prefix. */
export function registerAccountPages(pages: Hono<AppEnv>): void {
  const login = async (c: Context<AppEnv>) => {
    const session = await c.get("session").current();
    if (session.kind === "customer") return c.redirect(storePath(c.get("store").code, "/my-account"), 303);
    return renderPage(c, {
      styles: ["account"],
      meta: { title: c.get("t")("account.loginTitle"), noindex: true, pageType: "Account" },
      body: <LoginPage auth={{ view: "login", layout: "page" }} notice={notices(c)} />,
      routeItem: "account",
      headers: PRIVATE,
    });
  };
  storeRoute(pages, "/login", login);

  storeRoute(pages, "/password-reset", (c) => {
    const token = c.req.query("token")?.slice(0, 100);
    const email = c.req.query("email")?.slice(0, 254);
    return renderPage(c, {
      styles: ["account"],
      meta: { title: c.get("t")("account.resetTitle"), noindex: true, pageType: "Account" },
      body: (
        <LoginPage
          auth={
            token && email
              ? { view: "create", layout: "modal", reset: { email, token } }
              : { view: "reset", layout: "modal" }
          }
        />
      ),
      routeItem: "account",
      // The link's token is in the URL: no cache keeps it (the site's referrer policy sends other sites the origin only).
      headers: PRIVATE,
    });
  });

  storeRoute(
    pages,
    "/my-account",
    block(async (c, me) => {
      const history = await orderHistory(c.get("db"), me.customer.id, { size: 3, current: 1 });
      const t = c.get("t");
      return accountPage(
        c,
        me,
        "overview",
        t("account.title"),
        <>
          <h2 className="account-subtitle">{t("account.overview.recent")}</h2>
          <OrderList orders={history.orders.map((o) => orderDto(o, history.lines))} />
          {history.total > 3 && (
            <a className="link-more" href={storePath(c.get("store").code, "/my-account/orders")}>
              {t("account.overview.allOrders")}
            </a>
          )}
          <section className="account-privacy" aria-labelledby="privacy-title">
            <h2 id="privacy-title" className="account-subtitle">
              {t("account.privacy.title")}
            </h2>
            <p className="account-intro">{t("account.privacy.intro")}</p>
            <Island name="PrivacyActions" component={PrivacyActions} props={{}} hydrate="visible" />
          </section>
        </>,
      );
    }),
  );

  storeRoute(
    pages,
    "/my-account/orders",
    block(async (c, me) => {
      const page = Math.min(Math.max(Number.parseInt(c.req.query("page") ?? "1", 10) || 1, 1), 10_000);
      const history = await orderHistory(c.get("db"), me.customer.id, { size: ORDER_PAGE_SIZE, current: page });
      const pages = Math.max(1, Math.ceil(history.total / ORDER_PAGE_SIZE));
      const t = c.get("t");
      const base = storePath(c.get("store").code, "/my-account/orders");
      return accountPage(
        c,
        me,
        "orders",
        t("account.orders.title"),
        <>
          <OrderList orders={history.orders.map((o) => orderDto(o, history.lines))} />
          {pages > 1 && (
            <nav className="account-pager" aria-label={t("account.orders.page", { page, pages })}>
              {page > 1 && <a href={`${base}?page=${page - 1}`}>{t("account.orders.previous")}</a>}
              <span>{t("account.orders.page", { page, pages })}</span>
              {page < pages && <a href={`${base}?page=${page + 1}`}>{t("account.orders.next")}</a>}
            </nav>
          )}
        </>,
      );
    }),
  );

  storeRoute(
    pages,
    "/my-account/order/:orderId",
    block(async (c, me) => {
      const number = (c.req.param("orderId") ?? "").slice(0, 40);
      // The order and its after-sales part (parcel, returns, return form; issue 32 point 6) side by side.
      const [found, afterSales] = await Promise.all([
        customerOrder(c.get("db"), me.customer.id, number),
        afterSalesSection(c, me.customer.id, number),
      ]);
      if (!found) {
        // Another customer's order and a made-up number look the same.
        return renderPage(c, {
          styles: ["account"],
          meta: { title: c.get("t")("account.orderNotFound"), noindex: true, pageType: "Account" },
          body: (
            <AccountShell block="order" firstname={me.customer.firstname} title={c.get("t")("account.orderNotFound")}>
              <a className="link-back" href={storePath(c.get("store").code, "/my-account/orders")}>
                ← {c.get("t")("account.order.back")}
              </a>
            </AccountShell>
          ),
          status: 404,
          routeItem: "account",
          headers: PRIVATE,
        });
      }
      const order = orderDto(found.order, found.lines);
      return accountPage(
        c,
        me,
        "order",
        c.get("t")("account.order.title", { number: order.increment_id }),
        <OrderDetail order={order} afterSales={afterSales} />,
      );
    }),
  );

  storeRoute(
    pages,
    "/my-account/profile",
    block((c, me) =>
      accountPage(
        c,
        me,
        "profile",
        c.get("t")("account.profile.title"),
        <Island
          name="AccountProfile"
          component={AccountProfile}
          props={{
            customer: customerDto(me.customer, me.addresses),
            countries: deliveryCountries(c.get("config"), c.get("store").code),
          }}
          hydrate="load"
        />,
      ),
    ),
  );

  storeRoute(
    pages,
    "/my-account/change-password",
    block((c, me) =>
      accountPage(
        c,
        me,
        "password",
        c.get("t")("account.password.title"),
        <Island name="ChangePassword" component={ChangePassword} props={{}} hydrate="load" />,
      ),
    ),
  );

  storeRoute(
    pages,
    "/my-account/wishlist",
    block(async (c, me) => {
      const [skus, catalog] = await Promise.all([wishlistSkus(c.get("db"), me.customer.id), c.get("catalog").get()]);
      const { data } = catalog;
      const [prior, named] = await Promise.all([priorPrices(c, catalog), catalog.products.bySkus(skus)]);
      const now = new Date();
      const tiles = skus
        .map((sku) => named.get(sku))
        .filter((p) => p !== undefined)
        .map((p) => toTile(data, c.get("store"), p, now, [], prior));
      return accountPage(
        c,
        me,
        "wishlist",
        c.get("t")("wishlist.title"),
        <Island name="WishlistGrid" component={WishlistGrid} props={{ tiles }} hydrate="load" />,
      );
    }),
  );

  storeRoute(
    pages,
    "/my-account/loyalty-card",
    block(async (c, me) => {
      const points = await loyalty(c.get("db"), me.customer.id);
      return accountPage(
        c,
        me,
        "loyalty",
        c.get("t")("account.loyalty.title"),
        <LoyaltyCard
          loyalty={loyaltyDto(me.customer, points)}
          name={`${me.customer.firstname} ${me.customer.lastname}`}
        />,
      );
    }),
  );
}
