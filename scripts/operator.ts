/**
 * `npm run operator -- <command>`: the shop operator's tools against the database LIBSQL_URL names
 * (environment or .dev.vars; LIBSQL_AUTH_TOKEN for Turso).
 *
 *   coupon create --code SUMMER10 (--percent 10 | --fixed 500) [--min 5000] [--from 2026-12-01] [--to 2026-12-31] [--limit 100] [--free-shipping] [--description "…"]
 *   giftcard create --balance 5000 [--code ABCD-…] [--to 2027-12-31]      (cents; a code is generated when none is given)
 *   order list [--status placed]
 *   order status <order number> <pending_payment|placed|processed|returned|canceled|refund_processing|refund_failed>
 *   order ship <order number> --carrier dhl|postnl|dpd --tracking <number>   (sends the shipped e-mail with the tracking link)
 *   order delivered <order number>       (the 30-day return window counts from now)
 *   return list [--status requested|received|refunded]
 *   return received <return number> | return refunded <return number>      (one step at a time; a repeat changes nothing)
 *   stock set --sku <sku> --qty 3        (web stock; back-in-stock e-mails go out when it is above 0)
 *   stock import <file>                  (many skus: CSV `sku,qty` lines or a JSON array; scripts/stock-import.ts)
 *   price import <file>                  (many skus' prices without a new snapshot: CSV `sku,price[,special_price,special_from,special_to]`
 *                                         lines in euros excl. tax, or a JSON array; scripts/price-import.ts)
 *   store list
 *   store create --file store.json          (the operator API's store document, schema/api/stores.ts)
 *   store update <slug> --file patch.json   (any fields but the slug)
 *   store close <slug> | store reopen <slug>
 *   store stock <slug> --sku <sku> --qty 3
 *   review list [--status pending|approved|rejected] [--sku MS10]
 *   review approve <id> | review reject <id>
 *   vitals [--days 7]                    field Web Vitals: p75 and share of "good" per page type and store view
 *   vitals expire                        deletes the days past retention (RUM_RETENTION_DAYS)
 */
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import { parseArgs } from "node:util";
import {
  createCoupon,
  createGiftCard,
  listOrders,
  moveOrder,
  ORDER_STATUSES,
  operatorMoves,
  STATUS_LABELS,
  type OrderStatus,
} from "../worker/order";
import { readFile } from "node:fs/promises";
import { storeInputSchema, storePatchSchema } from "../schema/api/stores";
import { allStores, createStore, setStoreStock, updateStore } from "../worker/stores";
import { listForModeration, moderate } from "../worker/reviews";
import { deliverOrder, listReturns, moveReturn, shipOrder, type QueuedMail } from "../worker/aftersales";
import { createMailService } from "../worker/mail";
import { mailConfigSchema } from "../schema/config/mail";
import { orderByNumber } from "../worker/order";
import { RETURN_STATUSES, SHIP_CARRIERS, type ReturnStatus, type ShipCarrier } from "../schema/api/aftersales";
import { expireVitals, readVitals } from "../worker/analytics";
import { RUM_RETENTION_DAYS } from "../schema/analytics";
import { WEB_STOCK_MAX_QTY } from "../schema/api/stock-alerts";
import { databaseSettings, setting } from "./local-env";
import { printVitals } from "./vitals-table";
import { refreshProductPages } from "./shop-pages";
import { queueRestockAlerts, setWebStock, setWebStockMany, type QueuedAlertMail } from "../worker/stock-alerts";
import { parseStockFile } from "./stock-import";
import { importPrices, parsePriceFile } from "./price-import";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    code: { type: "string" },
    percent: { type: "string" },
    fixed: { type: "string" },
    min: { type: "string" },
    from: { type: "string" },
    to: { type: "string" },
    limit: { type: "string" },
    "free-shipping": { type: "boolean" },
    description: { type: "string" },
    balance: { type: "string" },
    status: { type: "string" },
    file: { type: "string" },
    sku: { type: "string" },
    qty: { type: "string" },
    days: { type: "string" },
    carrier: { type: "string" },
    tracking: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
const whole = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number`);
  return n;
};
const date = (value: string | undefined, name: string) => {
  if (value === undefined) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) fail(`--${name} must be a date such as 2026-12-31`);
  return d;
};
/** A JSON document checked against a store schema; the first problem ends the command. */
async function storeDocument<T>(
  file: string | undefined,
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
): Promise<T> {
  if (!file) fail("--file <store.json> is required");
  const parsed = schema.safeParse(JSON.parse(await readFile(file, "utf8")) as unknown);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    fail(`${file}: ${issue.path.map(String).join(".") || "document"}: ${issue.message}`);
  }
  return parsed.data;
}
const PAGES_LATER = "(store pages show it within five minutes)";
const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

const { url, authToken } = databaseSettings(
  "LIBSQL_URL=libsql://<db>.turso.io LIBSQL_AUTH_TOKEN=… npm run operator -- order list",
);
const client = createClient({ url, authToken, intMode: "number" });
const db = drizzle(client);
const [area, action, ...rest] = positionals;

/** Hands an e-mail the command queued to the mail API (MAIL_PROVIDER=http), or leaves it in the outbox. */
async function deliver(mail: QueuedMail | undefined): Promise<string> {
  if (!mail) return "";
  const names = ["MAIL_PROVIDER", "MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"] as const;
  const config = mailConfigSchema.safeParse(Object.fromEntries(names.map((n) => [n, setting(n) || undefined])));
  if (!config.success) return "; e-mail kept in the outbox (mail settings invalid)";
  const receipt = await createMailService(config.data, db).deliverStored(mail.id, mail.message);
  return receipt.status === "sent"
    ? "; e-mail sent"
    : receipt.status === "stored"
      ? "; e-mail in the outbox"
      : "; e-mail not delivered, kept in the outbox";
}

/** Sends the back-in-stock e-mails of restocked skus (each alert's one mail); says how many. */
async function restockAlerts(skus: readonly string[]): Promise<string> {
  const queued: QueuedAlertMail[] = await queueRestockAlerts(db, skus);
  for (const mail of queued) await deliver({ id: mail.id, message: mail.message });
  return `${queued.length} back-in-stock e-mail(s) queued`;
}

try {
  if (area === "coupon" && action === "create") {
    if (!values.code) fail("--code is required");
    const percent = whole(values.percent, "percent");
    const fixed = whole(values.fixed, "fixed");
    if ((percent === undefined) === (fixed === undefined)) fail("give either --percent or --fixed (cents)");
    if (percent !== undefined && (percent < 1 || percent > 100)) fail("--percent must be 1 to 100");
    const created = await createCoupon(db, {
      code: values.code,
      kind: percent !== undefined ? "percent" : "fixed",
      value: percent ?? fixed!,
      minSubtotal: whole(values.min, "min") ?? 0,
      validFrom: date(values.from, "from"),
      validTo: date(values.to, "to"),
      usageLimit: whole(values.limit, "limit") ?? null,
      freeShipping: values["free-shipping"] ?? false,
      description: values.description ?? null,
    });
    console.log(
      created
        ? `coupon ${values.code.toUpperCase()} created`
        : fail(`coupon ${values.code.toUpperCase()} exists already`),
    );
  } else if (area === "giftcard" && action === "create") {
    const balance = whole(values.balance, "balance");
    if (!balance) fail("--balance (cents, more than 0) is required");
    const code = await createGiftCard(db, balance, {
      ...(values.code ? { code: values.code } : {}),
      validTo: date(values.to, "to"),
    });
    console.log(
      code
        ? `gift card ${code} created with ${(balance / 100).toFixed(2)} EUR`
        : fail("that gift card code exists already"),
    );
  } else if (area === "order" && action === "list") {
    if (values.status && !isStatus(values.status)) fail(`--status must be one of ${ORDER_STATUSES.join(", ")}`);
    for (const o of await listOrders(db, values.status as OrderStatus | undefined)) {
      console.log(
        `${o.incrementId}  ${o.createdAt.toISOString()}  ${o.store}  ${STATUS_LABELS[o.status].padEnd(24)}  payment ${o.paymentStatus.padEnd(8)}  ${(o.grandTotal / 100).toFixed(2)} EUR`,
      );
    }
  } else if (area === "order" && action === "status") {
    const [number, to] = rest;
    if (!number || !to || !isStatus(to)) fail(`usage: order status <order number> <${ORDER_STATUSES.join("|")}>`);
    const moved = await moveOrder(db, number, to);
    if (!moved.ok) fail(`${moved.reason}`);
    console.log(
      `order ${number} is now ${STATUS_LABELS[to]}; next: ${operatorMoves(to).join(", ") || "nothing (final)"}`,
    );
    if (moved.restocked.length > 0) {
      await refreshProductPages(moved.restocked);
      console.log(await restockAlerts(moved.restocked));
    }
  } else if (area === "order" && (action === "ship" || action === "delivered")) {
    const [number] = rest;
    const carrier = values.carrier as ShipCarrier | undefined;
    if (!number)
      fail(
        `usage: order ${action} <order number>${action === "ship" ? " --carrier dhl|postnl|dpd --tracking <number>" : ""}`,
      );
    const found = await orderByNumber(db, number);
    if (!found) fail(`no order ${number}`);
    if (action === "delivered") {
      const changed = await deliverOrder(db, found.order.id);
      console.log(
        changed
          ? `order ${number} delivered; returns possible for 30 days from now`
          : `order ${number} is not shipped or was delivered already`,
      );
    } else {
      if (!carrier || !(SHIP_CARRIERS as readonly string[]).includes(carrier))
        fail(`--carrier must be one of ${SHIP_CARRIERS.join(", ")}`);
      if (!values.tracking) fail("--tracking <number> is required");
      const shipped = await shipOrder(db, found.order, carrier, values.tracking);
      if (!shipped.ok) fail(shipped.reason);
      console.log(
        shipped.changed
          ? `order ${number} shipped with ${carrier}; tracking ${shipped.trackingUrl}${await deliver(shipped.mail)}`
          : `order ${number} was shipped with this parcel already (no e-mail sent)`,
      );
    }
  } else if (area === "return" && action === "list") {
    if (values.status && !(RETURN_STATUSES as readonly string[]).includes(values.status))
      fail(`--status must be one of ${RETURN_STATUSES.join(", ")}`);
    const rows = await listReturns(db, values.status as ReturnStatus | undefined);
    for (const r of rows)
      console.log(`${r.number}  ${r.createdAt.toISOString()}  order ${r.order}  ${r.status.padEnd(9)}  ${r.reason}`);
    console.log(`${rows.length} return(s)`);
  } else if (area === "return" && (action === "received" || action === "refunded")) {
    const [number] = rest;
    if (!number) fail(`usage: return ${action} <return number>`);
    const moved = await moveReturn(db, number, action);
    if (!moved.ok) fail(moved.reason);
    console.log(
      moved.changed ? `return ${number} is now ${action}; e-mail queued` : `return ${number} was ${action} already`,
    );
  } else if (area === "stock" && action === "set") {
    const qty = whole(values.qty, "qty");
    if (!values.sku || qty === undefined) fail("usage: stock set --sku <sku> --qty <whole number>");
    if (qty > WEB_STOCK_MAX_QTY) fail(`--qty must be at most ${WEB_STOCK_MAX_QTY}`);
    const productId = await setWebStock(db, values.sku, qty);
    if (productId === null) fail(`no stock for sku ${values.sku}`);
    console.log(`web stock of ${values.sku} is now ${qty}`);
    await refreshProductPages([values.sku]);
    if (qty > 0) console.log(await restockAlerts([values.sku]));
  } else if (area === "stock" && action === "import") {
    const [file] = rest;
    if (!file) fail("usage: stock import <file> (CSV sku,qty lines or a JSON array of {sku, qty})");
    const { lines, problems } = parseStockFile(await readFile(file, "utf8"));
    if (problems.length > 0) fail(`${file}: nothing imported\n  ${problems.join("\n  ")}`);
    const started = performance.now();
    const found = await setWebStockMany(db, lines, (done) =>
      console.log(`  ${done.toLocaleString("en")}/${lines.length.toLocaleString("en")} skus`),
    );
    const known = new Set(found);
    const unknown = lines.filter((l) => !known.has(l.sku)).map((l) => l.sku);
    console.log(
      `web stock of ${found.length.toLocaleString("en")} sku(s) set in ${((performance.now() - started) / 1000).toFixed(1)} s` +
        (unknown.length > 0
          ? `; ${unknown.length} unknown: ${unknown.slice(0, 10).join(", ")}${unknown.length > 10 ? ", …" : ""}`
          : ""),
    );
    await refreshProductPages(found);
    const back = lines.filter((l) => l.qty > 0 && known.has(l.sku)).map((l) => l.sku);
    if (back.length > 0) console.log(await restockAlerts(back));
  } else if (area === "price" && action === "import") {
    const [file] = rest;
    if (!file)
      fail(
        "usage: price import <file> (CSV sku,price[,special_price,special_from,special_to] lines in euros excl. tax, or a JSON array)",
      );
    const { lines, problems } = parsePriceFile(await readFile(file, "utf8"));
    if (problems.length > 0) fail(`${file}: nothing imported\n  ${problems.join("\n  ")}`);
    const started = performance.now();
    let done;
    try {
      done = await importPrices(client, lines);
    } catch (error) {
      fail(`${file}: nothing imported (${error instanceof Error ? error.message : String(error)})`);
    }
    const { changed, unknown } = done;
    const unknownNote =
      unknown.length > 0
        ? `; ${unknown.length} not in the catalogue: ${unknown.slice(0, 10).join(", ")}${unknown.length > 10 ? ", …" : ""}`
        : "";
    if (changed.length === 0) fail(`${file}: nothing imported${unknownNote}`);
    console.log(
      `prices of ${changed.length.toLocaleString("en")} sku(s) set over snapshot ${done.catalogVersion} in ${((performance.now() - started) / 1000).toFixed(1)} s${unknownNote}`,
    );
    console.log("a new snapshot's own prices replace them (make the change in the catalogue's source too)");
    if (done.warning) console.log(`warning: ${done.warning}`);
    await refreshProductPages(changed, "prices");
  } else if (area === "store" && action === "list") {
    for (const s of await allStores(db)) {
      console.log(
        `${s.slug.padEnd(32)} ${s.status.padEnd(6)} ${s.country}  ${s.city.padEnd(14)} ${s.isPickupLocation ? "pick-up" : "       "}  ${s.name}`,
      );
    }
  } else if (area === "store" && action === "create") {
    const input = await storeDocument(values.file, storeInputSchema);
    const created = await createStore(db, input);
    console.log(created ? `store ${created.slug} created ${PAGES_LATER}` : fail(`store ${input.slug} exists already`));
  } else if (area === "store" && (action === "update" || action === "close" || action === "reopen")) {
    const [slug] = rest;
    if (!slug) fail(`usage: store ${action} <slug>${action === "update" ? " --file patch.json" : ""}`);
    const patch =
      action === "update"
        ? await storeDocument(values.file, storePatchSchema)
        : { status: action === "close" ? ("closed" as const) : ("open" as const) };
    const updated = await updateStore(db, slug, patch);
    console.log(
      updated
        ? `store ${slug} ${action === "update" ? "updated" : action === "close" ? "closed" : "reopened"} ${PAGES_LATER}`
        : fail(`no store ${slug}`),
    );
  } else if (area === "store" && action === "stock") {
    const [slug] = rest;
    const qty = whole(values.qty, "qty");
    if (!slug || !values.sku || qty === undefined) fail("usage: store stock <slug> --sku <sku> --qty <whole number>");
    const done = await setStoreStock(db, slug, [{ sku: values.sku, qty }]);
    console.log(done ? `store ${slug}: ${values.sku} at ${qty}` : fail(`no store ${slug}`));
  } else if (area === "review" && action === "list") {
    const status = values.status ?? "pending";
    if (status !== "pending" && status !== "approved" && status !== "rejected")
      fail("--status must be one of pending, approved, rejected");
    const rows = await listForModeration(db, status, values.sku);
    for (const r of rows) {
      const stars = r.rating === null ? "-" : `${r.rating}/5`;
      const who = `${r.nickname}${r.customerId === null ? " (guest)" : ` (customer ${r.customerId}${r.verified ? ", verified buyer" : ""})`}`;
      console.log(`#${r.id}  ${r.createdAt.toISOString()}  ${r.store}  ${r.productSku}  ${stars}  ${who}`);
      console.log(`    ${JSON.stringify(r.title)}  ${JSON.stringify(r.detail.slice(0, 200))}`);
    }
    console.log(`${rows.length} ${status} review(s)`);
  } else if (area === "review" && (action === "approve" || action === "reject")) {
    const id = whole(rest[0], "id");
    if (!id) fail(`usage: review ${action} <id>`);
    const outcome = await moderate(db, id, action === "approve" ? "approved" : "rejected", new Date());
    if (!outcome) fail(`review #${id} does not exist`);
    const now = action === "approve" ? "approved" : "rejected";
    console.log(outcome.changed ? `review #${id} is now ${now}` : `review #${id} was ${now} already`);
    // The product's pages show the change (through the operator API's purge), or within five minutes.
    if (outcome.changed) await refreshProductPages([outcome.before.productSku]);
  } else if (area === "vitals" && action === "expire") {
    console.log(`${await expireVitals(db)} rows older than ${RUM_RETENTION_DAYS} days deleted`);
  } else if (area === "vitals" && action === undefined) {
    const days = whole(values.days, "days") ?? 7;
    if (days < 1 || days > RUM_RETENTION_DAYS) fail(`--days must be 1 to ${RUM_RETENTION_DAYS}`);
    printVitals(await readVitals(db, days));
  } else {
    fail(
      "usage: npm run operator -- coupon create … | giftcard create … | order list | order status <number> <status> | order ship|delivered <number> | return list | return received|refunded <number> | stock set --sku <sku> --qty <n> | stock import <file> | price import <file> | store list|create|update|close|reopen|stock … | review list | review approve|reject <id> | vitals [--days N] | vitals expire (see scripts/operator.ts)",
    );
  }
} catch (error) {
  // One line, no stack: the operator needs to know what failed, not where.
  const cause =
    error instanceof Error && error.cause instanceof Error
      ? error.cause.message
      : error instanceof Error
        ? error.message.split("\n")[0]
        : String(error);
  fail(`operator: ${cause} (database ${new URL(url).host})`);
} finally {
  client.close();
}
