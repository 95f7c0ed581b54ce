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
