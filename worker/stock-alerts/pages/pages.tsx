/**
 * The back-in-stock pages under every store prefix, personal and never cached or indexed:
 * GET/POST /stock-alert/confirm?token= (a guest's double opt-in) and GET/POST
 * /stock-alert/unsubscribe?token= (from a back-in-stock mail, no login). A GET only shows the step
 * and its button; the POST acts, so mail scanners that follow links change nothing.
 */
import type { Context, Hono } from "hono";
import * as z from "zod";
import { storePath } from "../../../domain/urls";
import { StockAlertPage, type StockAlertView } from "../../../client/pages/StockAlertPage";
import type { AppEnv } from "../../context";
import { renderPage } from "../../pages/render";
import { storeRoute } from "../../pages/store-route";
import { alertOfUnsubscribeToken, confirm, pendingOfToken, unsubscribe } from "../service";

const NO_STORE = { "Cache-Control": "no-store" };

function show(c: Context<AppEnv>, view: StockAlertView, status = 200) {
  return renderPage(c, {
    meta: { title: c.get("t")("stockAlert.page.title"), noindex: true },
    body: <StockAlertPage view={view} />,
    layout: "minimal",
    status,
    headers: NO_STORE,
    // The links carry their token: other languages get the shop's home.
    alternates: { nl: storePath("nl", "/"), de: storePath("de", "/"), en: storePath("en", "/") },
  });
}

const invalid = (c: Context<AppEnv>) => show(c, { kind: "invalid" }, 404);
const tokenForm = z.lazy(() => z.object({ token: z.string().trim().max(64) }));
/** The token of the page's form, or (a mail client's RFC 8058 one-click POST) of the link itself. */
const postedToken = async (c: Context<AppEnv>) => {
  const parsed = tokenForm.safeParse(await c.req.parseBody());
  return parsed.success ? parsed.data.token : (c.req.query("token") ?? "");
};

/**
 * The paths a mail client posts its one-click unsubscribe to, from no page of ours (no Origin): the
 * form guard lets them through, as the token in the link is what authorises the POST.
 */
export function isOneClickUnsubscribePath(path: string): boolean {
  return /^(\/(de|en))?\/stock-alert\/unsubscribe$/.test(path);
}

/** Registers the back-in-stock pages. */
export function registerStockAlertPages(pages: Hono<AppEnv>): void {
  storeRoute(pages, "/stock-alert/confirm", async (c) => {
    const token = c.req.query("token") ?? "";
    const found = await pendingOfToken(c, token);
    if (!found.ok) return invalid(c);
    const { alert } = found;
    return show(c, { kind: "confirm", token, email: alert.email, product: alert.productName, size: alert.sizeLabel });
  });
  storeRoute(
    pages,
    "/stock-alert/confirm",
    async (c) => {
      const done = await confirm(c, await postedToken(c));
      if (!done.ok) return invalid(c);
      const { alert } = done;
      return show(c, {
        kind: "confirmed",
        product: alert.productName,
        size: alert.sizeLabel,
        productPath: alert.productPath,
      });
    },
    "POST",
  );
  storeRoute(pages, "/stock-alert/unsubscribe", async (c) => {
    const token = c.req.query("token") ?? "";
    const found = await alertOfUnsubscribeToken(c, token);
    return found.ok ? show(c, { kind: "unsubscribe", token, email: found.alert.email }) : invalid(c);
  });
  storeRoute(
    pages,
    "/stock-alert/unsubscribe",
    async (c) => ((await unsubscribe(c, await postedToken(c))) ? show(c, { kind: "unsubscribed" }) : invalid(c)),
    "POST",
  );
}
