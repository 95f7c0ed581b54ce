/**
 * A minimal Chrome DevTools Protocol client for Miniflare's inspector (`inspectorPort`): the only
 * way to read a workerd isolate's heap (Runtime.getHeapUsage) after a forced GC, since the isolate
 * has no heap API of its own. `ws` comes with miniflare/wrangler.
 */
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";

export interface Inspector {
  send<T = unknown>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Calls `listener` with the params of every event `method` (e.g. HeapProfiler.addHeapSnapshotChunk); returns an unsubscribe. */
  on(method: string, listener: (params: Record<string, unknown>) => void): () => void;
  close(): void;
}

interface Target {
  title?: string;
  webSocketDebuggerUrl?: string;
}

/** Connects to the isolate whose inspector title contains `title` ("core:user" = the user worker). */
export async function connectInspector(port: number, title = "core:user"): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as Target[];
  const target = targets.find((t) => t.title?.includes(title));
  if (!target?.webSocketDebuggerUrl)
    throw new Error(`no inspector target "${title}" among ${targets.map((t) => t.title).join(", ")}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  let id = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(params: Record<string, unknown>) => void>>();
  socket.on("message", (data: WebSocket.RawData) => {
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString()
      : Buffer.isBuffer(data)
        ? data.toString()
        : Buffer.from(data).toString();
    const message = JSON.parse(text) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
      error?: { message: string };
    };
    if (message.method !== undefined)
      for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {});
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    send: <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        const next = ++id;
        pending.set(next, { resolve: (value) => resolve(value as T), reject });
        socket.send(JSON.stringify({ id: next, method, params }));
      }),
    on: (method, listener) => {
      const set = listeners.get(method) ?? new Set();
      set.add(listener);
      listeners.set(method, set);
      return () => void set.delete(listener);
    },
    close: () => socket.close(),
  };
}

/**
 * Used heap of the isolate after full garbage collections. workerd runs a queued collectGarbage
 * only when the isolate is next entered, so `poke` sends it a request.
 */
export async function heapAfterGc(inspector: Inspector, poke: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i++) {
    let done = false;
    const collected = inspector.send("HeapProfiler.collectGarbage").then(() => (done = true));
    // The command may reach the isolate after a poke has come and gone: poke until it has run.
    for (let tries = 0; !done; tries++) {
      if (tries === 500) throw new Error("the isolate never ran HeapProfiler.collectGarbage");
      await poke();
      await Promise.race([collected, sleep(10)]);
    }
  }
  const usage = await inspector.send<{ usedSize: number }>("Runtime.getHeapUsage");
  return usage.usedSize;
}
