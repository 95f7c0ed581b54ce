/**
 * The after-sales pages under every store prefix, personal and never cached or indexed:
 * - GET/POST /order-lookup: the guest's lookup form; a hit sets the signed grant and redirects to
 * - GET /order-lookup/order: the granted order (lines, parcel, returns, the return form);
 * - POST /order-lookup/order/return and POST /my-account/order/:orderId/return: the return form,
 *   then a redirect back to the order (a reload posts nothing twice) saying what happened.
 * The customer's order detail page (worker/account) shows `afterSalesSection` under its order.
 */
import type { Context, Hono } from "hono";
import type { ReactNode } from "react";
import * as z from "zod";
import { storePath } from "../../../domain/urls";
import { AfterSalesPanel } from "../../../client/components/aftersales/AfterSalesPanel";
import { OrderLookupPage } from "../../../client/pages/aftersales/OrderLookupPage";
import { RETURN_REASONS, type AfterSalesDto } from "../../../schema/api/aftersales";
import type { AppEnv } from "../../context";
import type { Database } from "../../db/client";
import { AppError } from "../../errors/app-error";
import { renderPage } from "../../pages/render";
import { storeRoute } from "../../pages/store-route";
import { dropGrant, grantedOrderId } from "../grant";
import { customerOrderId } from "../repo";
import { afterSalesOf, lookupOrder, requestReturn, ReturnRefused, type ReturnProblem } from "../service";

const PRIVATE = { "Cache-Control": "no-store" };
const PROBLEMS: readonly ReturnProblem[] = ["notShipped", "window", "noLines", "noReason", "tooMany", "already"];
const lookupForm = z.lazy(() =>
  z.object({ orderNumber: z.string().trim().min(1).max(32), email: z.string().trim().min(1).max(254) }),
);

/** The return form's fields: `reason` and `qty-<line id>` per line (0 = not returned). */
function returnForm(
  form: Record<string, unknown>,
): { reason: (typeof RETURN_REASONS)[number]; lines: { itemId: number; qty: number }[] } | ReturnProblem {
  const lines = Object.entries(form)
    .filter(([key]) => /^qty-\d{1,9}$/.test(key))
    .map(([key, value]) => ({ itemId: Number(key.slice(4)), qty: Number(value) }))
    .filter((line) => Number.isInteger(line.qty) && line.qty > 0 && line.qty <= 999)
    .slice(0, 100);
  if (lines.length === 0) return "noLines";
  const reason = RETURN_REASONS.find((r) => r === form.reason);
  return reason ? { reason, lines } : "noReason";
}

/** Takes a posted return form for an order; answers the query to redirect with. */
async function takeReturn(c: Context<AppEnv>, orderId: string): Promise<string> {
  const form = returnForm(await c.req.parseBody());
  if (typeof form === "string") return `returnError=${form}`;
  try {
    const { number } = await requestReturn(c, orderId, form);
    return `return=${encodeURIComponent(number)}`;
  } catch (error) {
    if (error instanceof ReturnRefused) return `returnError=${error.problem}`;
    throw error;
  }
}

/** What the redirect back to an order says: a return made, or why not. */
function outcome(c: Context<AppEnv>, dto: AfterSalesDto) {
  const t = c.get("t");
  const made = dto.returns.find((r) => r.number === c.req.query("return"));
  const problem = PROBLEMS.find((p) => p === c.req.query("returnError"));
  return {
    notice: made ? t("aftersales.returns.created", { number: made.number }) : null,
    error: problem ? t(`aftersales.returns.${problem}`) : null,
  };
}

/**
 * The after-sales part of a customer's order detail (parcel, returns, return form), read by the
 * customer and order number so the page reads it beside the order, not after it.
 */
export async function afterSalesSection(
  c: Context<AppEnv>,
  customerId: number,
  orderNumber: string,
): Promise<ReactNode> {
  const view = await afterSalesOf(c.get("db"), { customerId, orderNumber });
  if (!view) return null;
  const action = storePath(c.get("store").code, `/my-account/order/${encodeURIComponent(orderNumber)}/return`);
  return <AfterSalesPanel data={view.dto} action={action} {...outcome(c, view.dto)} />;
}

function lookupPage(c: Context<AppEnv>, props: Parameters<typeof OrderLookupPage>[0], status = 200) {
  return renderPage(c, {
    styles: ["account"],
    meta: {
      title: props.order
        ? c.get("t")("aftersales.lookup.orderTitle", { number: props.order.number })
        : c.get("t")("aftersales.lookup.title"),
      noindex: true,
      pageType: "Account",
    },
    body: <OrderLookupPage {...props} />,
    routeItem: "account",
    status,
    headers: PRIVATE,
  });
}

/** The order a customer's form posts for, by the number in its path. */
async function ownOrder(c: Context<AppEnv>, db: Database): Promise<string | null> {
  const session = await c.get("session").current();
  if (session.kind !== "customer") return null;
  return customerOrderId(db, session.customerId, (c.req.param("orderId") ?? "").slice(0, 40));
}

/** Registers the after-sales pages. */
export function registerAfterSalesPages(pages: Hono<AppEnv>): void {
  const base = (c: Context<AppEnv>) => storePath(c.get("store").code, "/order-lookup");

  storeRoute(pages, "/order-lookup", (c) => lookupPage(c, { action: base(c) }));
  storeRoute(
    pages,
    "/order-lookup",
    async (c) => {
      const parsed = lookupForm.safeParse(await c.req.parseBody());
      const values = parsed.success ? parsed.data : {};
      if (!parsed.success)
        return lookupPage(c, { action: base(c), error: c.get("t")("aftersales.lookup.notFound"), values }, 400);
      try {
        await lookupOrder(c, parsed.data.orderNumber, parsed.data.email);
      } catch (error) {
        if (error instanceof AppError && error.status !== 500) {
          // 429 keeps its Retry-After on the page.
          const retry = c.res.headers.get("Retry-After");
          const res = await lookupPage(c, { action: base(c), error: error.message, values }, error.status);
          if (retry) res.headers.set("Retry-After", retry);
          return res;
        }
        throw error;
      }
      return c.redirect(`${base(c)}/order`, 303);
    },
    "POST",
  );

  storeRoute(pages, "/order-lookup/order", async (c) => {
    const orderId = await grantedOrderId(c, new Date());
    const view = orderId ? await afterSalesOf(c.get("db"), orderId) : null;
    if (!view) {
      dropGrant(c);
      return lookupPage(c, { action: base(c), error: c.get("t")("aftersales.lookup.expired") }, 403);
    }
    const { order, lines } = view.record;
    return lookupPage(c, {
      action: base(c),
      order: {
        number: order.incrementId,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        lines: lines.map((l) => ({ name: l.name, qty: l.qty })),
      },
      panel: <AfterSalesPanel data={view.dto} action={`${base(c)}/order/return`} {...outcome(c, view.dto)} />,
    });
  });

  storeRoute(
    pages,
    "/order-lookup/order/return",
    async (c) => {
      const orderId = await grantedOrderId(c, new Date());
      if (!orderId) return c.redirect(`${base(c)}/order`, 303);
      return c.redirect(`${base(c)}/order?${await takeReturn(c, orderId)}`, 303);
    },
    "POST",
  );

  storeRoute(
    pages,
    "/my-account/order/:orderId/return",
    async (c) => {
      const orderId = await ownOrder(c, c.get("db"));
      const detail = storePath(
        c.get("store").code,
        `/my-account/order/${encodeURIComponent(c.req.param("orderId") ?? "")}`,
      );
      if (!orderId) return c.redirect(detail, 303);
      return c.redirect(`${detail}?${await takeReturn(c, orderId)}`, 303);
    },
    "POST",
  );
}
