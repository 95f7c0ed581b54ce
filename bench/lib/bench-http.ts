/**
 * HTTP as the SSR bench asks: `Accept-Encoding: identity` by default (compression is the edge's work,
 * not Worker CPU), once more when a kept-alive connection closed under the request, and a loop that
 * repeats a URL until the worker's edge cache answers HIT.
 */
import { setTimeout as sleep } from "node:timers/promises";

export const IDENTITY = { "accept-encoding": "identity" };

export const errorOf = (error: unknown): string =>
  error instanceof Error ? error.message.split("\n")[0]! : String(error);

/** fetch, once more when a kept-alive connection was closed under it ("other side closed"). */
export async function fetchRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    await sleep(20);
    return fetch(url, init).catch((again: unknown) => {
      throw new Error(`${url}: ${errorOf(again)} (${String((again as { cause?: unknown }).cause ?? error)})`);
    });
  }
}

export async function get(
  url: string,
  headers: Record<string, string> = IDENTITY,
): Promise<{ status: number; body: string; xCache: string; headers: Record<string, string> }> {
  const res = await fetchRetry(url, { headers });
  return {
    status: res.status,
    body: await res.text(),
    xCache: res.headers.get("x-cache") ?? "-",
    headers: Object.fromEntries(res.headers),
  };
}

/** Repeats a URL until the edge cache answers HIT (the store happens in waitUntil). */
export async function untilHit(url: string): Promise<string> {
  let last = "-";
  for (let i = 0; i < 40 && last !== "HIT"; i++) {
    last = (await get(url)).xCache;
    if (last !== "HIT") await sleep(50);
  }
  return last;
}
