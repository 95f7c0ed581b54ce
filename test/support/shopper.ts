/** A shopper talking to the worker's JSON API with their own session cookie, as a browser would. */
import type { TestWorker } from "./worker";

export interface Envelope<T = any> {
  code: number;
  result: T;
}

export interface Shopper {
  cookie: string | null;
  call<T = any>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Envelope<T>; headers: Headers }>;
}

/** A new shopper without a session; the first call that starts one stores its cookie. */
export function shopper(worker: TestWorker): Shopper {
  const me: Shopper = {
    cookie: null,
    async call(method, path, body) {
      const headers: Record<string, string> = { accept: "application/json" };
      if (body !== undefined) headers["content-type"] = "application/json";
      if (me.cookie) headers.cookie = me.cookie;
      const res = await worker.fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const set = /(__Host-an_session=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
      if (set) me.cookie = set;
      return { status: res.status, body: (await res.json()) as Envelope, headers: res.headers };
    },
  };
  return me;
}

/**
 * A client with its own IP (`cf-connecting-ip`, what the rate limits count) and a cookie jar that
 * keeps every cookie the worker sets (session, grants, anonymous ids), for tests of limits and
 * grants. `headers` go on every call; a call's own headers win. A body that is not JSON (a page's
 * answer) comes back as `{ code: 0, result: text }`.
 */
export function jarClient(worker: TestWorker, ip: string, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const me = {
    ip,
    jar,
    async call(
      method: string,
      path: string,
      body?: unknown,
      own: Record<string, string> = {},
    ): Promise<{ status: number; body: Envelope; headers: Headers }> {
      const h: Record<string, string> = { accept: "application/json", "cf-connecting-ip": me.ip, ...headers, ...own };
      if (body !== undefined) h["content-type"] ??= "application/json";
      if (jar.size > 0) h.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
      const res = await worker.fetch(path, {
        method,
        headers: h,
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
      for (const line of res.headers.getSetCookie()) {
        const [name, value] = line.split(";")[0]!.split("=");
        if (!value) jar.delete(name!);
        else jar.set(name!, value);
      }
      const text = await res.text();
      return {
        status: res.status,
        body: text.startsWith("{") ? (JSON.parse(text) as Envelope) : { code: 0, result: text },
        headers: res.headers,
      };
    },
  };
  return me;
}
