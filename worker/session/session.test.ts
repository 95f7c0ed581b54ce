/** Sessions against the real test libSQL server: cookie flags, hashed tokens at rest, lookup by cookie, bearer and ?token=. */
import { createClient } from "@libsql/client";
import { Hono } from "hono";
import { describe, expect, inject, it } from "vitest";
import { SESSION_COOKIE } from "../../schema/constants";
import type { Env } from "../config/env";
import { requestContext, type AppEnv } from "../context";
import { carriesCredentials, sessionContext } from ".";

function app() {
  const app = new Hono<AppEnv>();
  app.use(requestContext(), sessionContext());
  app.get("/api/whoami", async (c) => c.json(await c.var.session.current()));
  app.post("/api/guest", async (c) => c.json(await c.var.session.ensure()));
  app.post("/api/login", async (c) => c.json(await c.var.session.start(42)));
  app.post("/api/logout", async (c) => {
    await c.var.session.end();
    return c.json({ ok: true });
  });
  return app;
}

const env = () => ({ LIBSQL_URL: inject("libsqlUrl"), LOG_LEVEL: "error" }) as unknown as Env;
const cookieOf = (res: Response) => /__Host-an_session=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

describe("sessions", () => {
  it("are anonymous without a token, and cost no database round trip until asked", async () => {
    const res = await app().request("/api/whoami", {}, env());
    expect(await res.json()).toEqual({ kind: "anonymous", id: null, customerId: null });
  });

  it("start as an anonymous session with an HttpOnly, Secure, SameSite=Lax __Host- cookie", async () => {
    const res = await app().request("/api/guest", { method: "POST" }, env());
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    const session = (await res.json()) as { kind: string; id: string };
    expect(session.kind).toBe("anonymous");

    const again = await app().request(
      "/api/whoami",
      { headers: { cookie: `${SESSION_COOKIE}=${cookieOf(res)}` } },
      env(),
    );
    expect(await again.json()).toMatchObject({ kind: "anonymous", id: session.id });
  });

  it("keep only the token's hash at rest", async () => {
    const res = await app().request("/api/login", { method: "POST" }, env());
    const { token, session } = (await res.json()) as { token: string; session: { id: string } };
    const db = createClient({ url: inject("libsqlUrl") });
    const rows = await db.execute("select token_hash from sessions");
    db.close();
    const stored = rows.rows.map((r) => r.token_hash as string);
    expect(stored).toContain(session.id);
    expect(stored).not.toContain(token);
    expect(stored.some((h) => h.includes(token))).toBe(false);
  });

  it("are found by bearer token and by ?token= on the API, as a customer after login", async () => {
    const { token } = (await (await app().request("/api/login", { method: "POST" }, env())).json()) as {
      token: string;
    };
    const byBearer = await app().request("/api/whoami", { headers: { authorization: `Bearer ${token}` } }, env());
    expect(await byBearer.json()).toMatchObject({ kind: "customer", customerId: 42 });
    const byQuery = await app().request(`/api/whoami?token=${token}`, {}, env());
    expect(await byQuery.json()).toMatchObject({ kind: "customer", customerId: 42 });
  });

  it("are refused after logout, and unknown or malformed tokens are just anonymous", async () => {
    const login = await app().request("/api/login", { method: "POST" }, env());
    const cookie = `${SESSION_COOKIE}=${cookieOf(login)}`;
    const logout = await app().request("/api/logout", { method: "POST", headers: { cookie } }, env());
    expect(logout.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect(await (await app().request("/api/whoami", { headers: { cookie } }, env())).json()).toMatchObject({
      kind: "anonymous",
      id: null,
    });
    for (const token of ["nope", "A".repeat(43), "' or 1=1 --"]) {
      const res = await app().request("/api/whoami", { headers: { authorization: `Bearer ${token}` } }, env());
      expect(await res.json()).toMatchObject({ kind: "anonymous", id: null });
    }
  });

  it("mark requests with credentials for the edge cache by the same cookie name", () => {
    expect(
      carriesCredentials(new Request("https://x/", { headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc` } })),
    ).toBe(true);
    expect(carriesCredentials(new Request("https://x/", { headers: { cookie: "theme=dark; __Host-other=1" } }))).toBe(
      false,
    );
    expect(carriesCredentials(new Request("https://x/", { headers: { authorization: "Bearer x" } }))).toBe(true);
    expect(carriesCredentials(new Request("https://x/?token=abc"))).toBe(true);
  });
});
