/** The dev mailbox through `app.request()`, behind the real request context, against a real libSQL database. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prepareLibsqlDatabase, startLibsqlProcess, type LibsqlProcess } from "../../../test/support/libsql-process";
import { requestContext, type AppEnv } from "../../context";
import { createDb } from "../../db/client";
import { handleError } from "../../errors/on-error";
import { securityHeaders } from "../../http/security";
import { createDevMailboxRoutes, isMailPreview } from "./routes";
import { mailConfigSchema } from "../../../schema/config/mail";
import { createMailService } from "../service";

// The page shell links the client build's hashed files; which ones does not matter here.
vi.mock("../../pages/assets", () => ({ CLIENT_ASSETS: { entry: "/entry.js", css: "/main.css", fonts: [] } }));
// The rest of a valid local worker configuration (the payment sandbox cannot start without its secret).
const LOCAL_ENV = { PAYMENT_SIGNING_SECRET: "0123456789abcdef0123456789abcdef" };

let libsql: LibsqlProcess;
let dir: string;
const ids: string[] = [];
const app = new Hono<AppEnv>({ strict: false });
app.use(securityHeaders({ framedDocument: isMailPreview }));
app.use(requestContext());
app.route("/dev", createDevMailboxRoutes());
app.route("/de/dev", createDevMailboxRoutes());
app.onError(handleError);
const get = (url: string) => app.request(url, {}, { LIBSQL_URL: libsql.url, LOG_LEVEL: "error", ...LOCAL_ENV });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "storefront-mailbox-"));
  const file = path.join(dir, "mailbox.db");
  await prepareLibsqlDatabase(file);
  libsql = await startLibsqlProcess({ file });
  const mail = createMailService(
    mailConfigSchema.parse({}),
    createDb({ LIBSQL_URL: libsql.url, LIBSQL_AUTH_TOKEN: undefined }),
  );
  for (const [n, subject] of ["Reset your password", "Bestelling 100000124 <ontvangen>"].entries()) {
    const html = `<p onclick="alert(1)">Hello ${n}</p><script>parent.document.title = "owned"</script>`;
    const store = n === 0 ? "en" : "nl";
    ids.push(
      (
        await mail.send({
          to: `shopper${n}@customer.example`,
          subject,
          text: `Text body ${n}`,
          html,
          kind: "password-reset",
          store,
        })
      ).id,
    );
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct created_at, so the order is defined
  }
}, 60_000);
afterAll(async () => {
  await libsql?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the dev mailbox", () => {
  it("lists the outbox newest first, never cached, not for search engines, with its own stylesheet", async () => {
    const res = await get("/dev/mailbox");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/dev/mailbox.css"');
    expect(html).toContain("Postvak");
    const newer = html.indexOf("Bestelling 100000124 &lt;ontvangen&gt;");
    expect(newer).toBeGreaterThan(-1);
    expect(newer).toBeLessThan(html.indexOf("Reset your password"));
    expect(html).toContain(`href="/dev/mailbox/${ids[0]}"`);

    const css = await get("/dev/mailbox.css");
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).toContain(".mailbox__frame");
  });

  it("shows one message: its HTML only inside a sandboxed frame without scripts, and its text", async () => {
    const res = await get(`/dev/mailbox/${ids[1]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self';");
    const html = await res.text();
    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? "";
    expect(frame).toContain('sandbox=""');
    expect(frame).not.toContain("allow-");
    expect(frame).toContain(`src="/dev/mailbox/${ids[1]}/html"`);
    expect(html).not.toContain("<script>parent.document");
    expect(html).toContain("Text body 1");
    expect(html).toContain("shopper1@customer.example");
    expect(html).toContain('href="/dev/mailbox"');
  });

  it("serves the framed HTML as sent, under a policy that lets only its inline styles apply", async () => {
    const res = await get(`/dev/mailbox/${ids[1]}/html`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("sandbox");
    expect(csp).not.toContain("script-src");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await res.text()).toContain('<p onclick="alert(1)">Hello 1</p>');
    // Every other page keeps the strict policy.
    expect((await get(`/dev/mailbox/${ids[1]}`)).headers.get("x-frame-options")).toBe("DENY");
    expect((await get("/dev/mailbox/not-an-id/html")).status).toBe(404);
  });

  it("speaks the store view's language where it is mounted under a prefix", async () => {
    const html = await (await get(`/de/dev/mailbox/${ids[0]}`)).text();
    expect(html).toContain("Alle Nachrichten");
    expect(html).toContain('href="/de/dev/mailbox.css"');
  });

  it("answers 404 to unknown or malformed ids", async () => {
    expect((await get("/dev/mailbox/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get("/dev/mailbox/not-an-id")).status).toBe(404);
  });

  it("answers 404 to any host but the developer's own machine", async () => {
    expect((await get("http://shop.example/dev/mailbox")).status).toBe(404);
    expect((await get(`http://shop.example/dev/mailbox/${ids[0]}`)).status).toBe(404);
    expect((await get("http://127.0.0.1:8787/dev/mailbox")).status).toBe(200);
  });
});
