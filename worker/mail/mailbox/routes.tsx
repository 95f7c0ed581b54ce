import { Hono, type Context } from "hono";
import type { ReactNode } from "react";
import { MAILBOX_CSS } from "../../../client/pages/dev/mailbox-css";
import { MailboxMessagePage } from "../../../client/pages/dev/MailboxMessagePage";
import { MailboxPage } from "../../../client/pages/dev/MailboxPage";
import type { MailboxEntry, MailboxLinks } from "../../../client/pages/dev/mailbox-types";
import type { AppEnv } from "../../context";
import { AppError } from "../../errors/app-error";
import { renderPage } from "../../pages/render";
import { listOutbox, readOutboxMessage, type OutboxSummary } from "../repo";

/** The path of a message's HTML alone, framed by its message page (its own security headers: app.ts). */
const PREVIEW = /\/dev\/mailbox\/[0-9a-f-]{36}\/html$/;
export const isMailPreview = (path: string): boolean => PREVIEW.test(path);

/** How many messages the list shows; older ones stay in the table. */
export const MAILBOX_LIST_LIMIT = 100;

// The mailbox shows customers' addresses and reset links: never to anyone but the developer's own machine.
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$|\.localhost$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PRIVATE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

function entryOf(row: OutboxSummary): MailboxEntry {
  return { ...row, createdAt: row.createdAt.getTime(), sentAt: row.sentAt?.getTime() ?? null };
}

/**
 * The list's URL and the stylesheet's, from wherever the routes are mounted. The stylesheet sits
 * beside the list (`/dev/mailbox.css`), not under it: a static path beside the messages' `/:id`
 * is a route table Hono's RegExpRouter refuses (route-table.test.ts).
 */
function linksFrom(listPath: string): MailboxLinks {
  const list = listPath.replace(/\/+$/, "");
  return { list, stylesheet: `${list}.css` };
}

function notFound(): never {
  throw new AppError(404, "NOT_FOUND", "No route found");
}

/**
 * The dev mailbox (ARCHITECTURE §7): the outbox newest first, and one message with its HTML in a
 * sandboxed frame. For local development: mount it only with MAIL_PROVIDER=outbox; it also answers
 * 404 to any host but a loopback one. Never cached, never indexed. Mounted at `/dev` (or a store
 * view's `/de/dev`): `/mailbox`, `/mailbox/{id}`, `/mailbox/{id}/html` and `/mailbox.css`.
 */
export function createDevMailboxRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.use(async (c, next) => {
    if (!LOOPBACK.test(new URL(c.req.url).hostname)) notFound();
    await next();
  });

  app.get("/mailbox.css", (c) =>
    c.body(MAILBOX_CSS, 200, { "Content-Type": "text/css; charset=utf-8", ...PRIVATE_HEADERS }),
  );

  app.get("/mailbox", async (c) => {
    const rows = await listOutbox(c.get("db"), MAILBOX_LIST_LIMIT);
    const body = <MailboxPage entries={rows.map(entryOf)} limit={MAILBOX_LIST_LIMIT} links={linksFrom(c.req.path)} />;
    return renderMailbox(c, c.get("t")("dev.mailbox.title"), body);
  });

  // The e-mail's HTML as the recipient's mail program gets it (inline styles and all), for the frame.
  app.get("/mailbox/:id/html", async (c) => {
    const id = c.req.param("id");
    const row = UUID.test(id) ? await readOutboxMessage(c.get("db"), id) : null;
    if (!row) notFound();
    return c.html(row.html, 200, PRIVATE_HEADERS);
  });

  app.get("/mailbox/:id", async (c) => {
    const id = c.req.param("id");
    const row = UUID.test(id) ? await readOutboxMessage(c.get("db"), id) : null;
    if (!row) notFound();
    const message = { ...entryOf(row), text: row.text, html: row.html, providerId: row.providerId };
    const links = linksFrom(c.req.path.slice(0, c.req.path.lastIndexOf("/")));
    return renderMailbox(c, row.subject, <MailboxMessagePage message={message} links={links} />);
  });
  return app;
}

function renderMailbox(c: Context<AppEnv>, title: string, body: ReactNode): Promise<Response> {
  return renderPage(c, {
    meta: { title: `${title} · ${c.get("t")("dev.mailbox.eyebrow")}`, noindex: true },
    body,
    layout: "minimal",
    headers: PRIVATE_HEADERS,
  });
}
