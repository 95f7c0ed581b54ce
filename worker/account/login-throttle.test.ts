/**
 * No lock-out by a stranger (issue 35 point 5), scripted like an attacker: the worker in Miniflare
 * over HTTP against the real test libSQL server, IPs forged with CF-Connecting-IP.
 */
// Runs alone: a thousand logins against the limits, from forged IPs.
import { createHash } from "node:crypto";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createClient } from "@libsql/client";
import { withWorker } from "../../test/support/worker";
import { LOGIN_ACCOUNT_SLOWDOWN, LOGIN_DELAY_STEP_MS, LOGIN_PAIR_LIMIT, loginDelayMs } from "./limits";

const worker = withWorker();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const PASSWORD = "Noord-2026!";
let seq = 0;
const fresh = (name = "owner") => `${name}.${Date.now().toString(36)}${seq++}@example.com`;
/** This file's own IPs (test files share one database). */
const freshIp = () => `10.53.${Math.floor(seq / 250) % 250}.${seq++ % 250}`;

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  ms: number;
}

async function post(path: string, body: unknown, ip: string): Promise<Answer> {
  const started = performance.now();
  const res = await worker.fetch(path, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers, ms: performance.now() - started };
}

const login = (email: string, password: string, ip = freshIp()) =>
  post("/api/user/login", { username: email, password }, ip);

async function register(email: string) {
  const created = await post(
    "/api/user/create",
    { customer: { email, firstname: "Anna", lastname: "Jansen" }, password: PASSWORD },
    freshIp(),
  );
  expect(created.status).toBe(200);
}

/** The account-wide failures counted for an address (the slow-down's counter). */
async function accountFailures(email: string): Promise<number> {
  const hash = createHash("sha256").update(email).digest("hex");
  const rows = await db.execute({ sql: "select count from rate_limits where key = ?", args: [`login:acct:${hash}`] });
  return Number(rows.rows[0]?.count ?? 0);
}

/** `count` calls, `wave` at a time. */
async function inWaves<T>(count: number, wave: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += wave) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(wave, count - start) }, (_, i) => call(start + i)))));
  }
  return out;
}

/** What a caller can compare between two answers: status, body and the headers that matter. */
const visible = (a: Answer) => ({
  status: a.status,
  body: a.body,
  retryAfter: a.headers.get("retry-after") !== null,
  setCookie: a.headers.getSetCookie(),
});

// Every login here verifies a PBKDF2 hash in the worker: dozens per test, so a test can take over
// 20 s while the browser journeys run beside the unit files (npm test) on two cores.
describe("signing in under attack", { timeout: 60_000 }, () => {
  it("1000 wrong passwords from IP A, then the right one from IP B: signed in", async () => {
    const email = fresh();
    await register(email);
    const ipA = freshIp();
    // The first tries one by one (each wrong password costs a PBKDF2 run), the rest in waves.
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LOGIN_PAIR_LIMIT.max; i++) statuses.push((await login(email, `Wrong-${i}`, ipA)).status);
    statuses.push(
      ...(await inWaves(1000 - statuses.length, 25, (i) => login(email, `Wrong-pass${i}`, ipA).then((a) => a.status))),
    );
    // The attacker's IP hears "wrong" for its first tries only, then 429: it is locked out, not the owner.
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_PAIR_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - LOGIN_PAIR_LIMIT.max);
    expect((await login(email, PASSWORD, ipA)).status).toBe(429);

    const owner = await login(email, PASSWORD, freshIp());
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ code: 200, result: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  }, 90_000);

  it("the owner's own IP keeps its own count: a few typos there do not lock them out", async () => {
    const email = fresh();
    await register(email);
    const home = freshIp();
    for (let i = 0; i < 3; i++) await login(email, `Wrong-pass${i}`, freshIp());
    for (let i = 0; i < LOGIN_PAIR_LIMIT.max - 1; i++)
      expect((await login(email, "Typo-pass1", home)).status).toBe(401);
    expect((await login(email, PASSWORD, home)).status).toBe(200);
    // Success clears the pair: the owner has their five tries again.
    for (let i = 0; i < LOGIN_PAIR_LIMIT.max; i++) expect((await login(email, "Typo-pass1", home)).status).toBe(401);
  });

  it("a distributed attack slows the account down, but never refuses the right password from a new IP", async () => {
    const email = fresh();
    await register(email);
    // Each of 14 IPs stays under its own limits; together they pass the account's free failures.
    const failures = LOGIN_ACCOUNT_SLOWDOWN.max + 4;
    const statuses = await inWaves(failures, 2, () => login(email, "Wrong-pass1").then((a) => a.status));
    expect(statuses).toEqual(Array(failures).fill(401));

    const owner = await login(email, PASSWORD, freshIp());
    expect(owner.status).toBe(200);
    // The slow-down: 250 ms per failure past the free ones (here 1 s), before the password is checked.
    expect(loginDelayMs(failures)).toBe(4 * LOGIN_DELAY_STEP_MS);
    expect(owner.ms).toBeGreaterThanOrEqual(loginDelayMs(failures) - 50);
    const wrong = await login(email, "Wrong-pass1");
    expect(wrong.status).toBe(401);
    expect(wrong.ms).toBeGreaterThanOrEqual(loginDelayMs(failures) - 50);
  });
});

describe("no enumeration under the limits", { timeout: 60_000 }, () => {
  it("answers an unknown e-mail exactly like a known one: wrong, locked, slowed", async () => {
    const known = fresh("known");
    await register(known);
    const unknown = fresh("nobody");
    const ipK = freshIp();
    const ipU = freshIp();
    const k: Answer[] = [];
    const u: Answer[] = [];
    for (let i = 0; i <= LOGIN_PAIR_LIMIT.max; i++) {
      k.push(await login(known, "Wrong-pass1", ipK));
      u.push(await login(unknown, "Wrong-pass1", ipU));
    }
    expect(k.map(visible)).toEqual(u.map(visible));
    expect(k.at(-1)!.status).toBe(429);

    // The same slow-down for both once many IPs failed on them.
    const failures = LOGIN_ACCOUNT_SLOWDOWN.max + 2;
    const spread = await inWaves(failures, 1, () =>
      Promise.all([login(known, "Wrong-pass1"), login(unknown, "Wrong-pass1")]),
    );
    expect(spread.flat().map((a) => a.status)).toEqual(Array(failures * 2).fill(401));
    expect(await accountFailures(known)).toBe(LOGIN_PAIR_LIMIT.max + failures);
    expect(await accountFailures(unknown)).toBe(LOGIN_PAIR_LIMIT.max + failures);
    const slowK = await login(known, "Wrong-pass2");
    const slowU = await login(unknown, "Wrong-pass2");
    expect(visible(slowK)).toEqual(visible(slowU));
    const floor = loginDelayMs(LOGIN_PAIR_LIMIT.max + failures) - 50;
    expect(slowK.ms).toBeGreaterThanOrEqual(floor);
    expect(slowU.ms).toBeGreaterThanOrEqual(floor);
  });

  it("costs an unknown e-mail the same work as a known one (same timing class)", async () => {
    const known = fresh("timed");
    await register(known);
    const k: number[] = [];
    const u: number[] = [];
    for (let i = 0; i < 5; i++) {
      k.push((await login(known, "Wrong-pass1")).ms);
      u.push((await login(fresh("ghost"), "Wrong-pass1")).ms);
    }
    // Both verify a PBKDF2 hash and write one counter: the quickest of each (a busy machine only ever
    // adds time, and the unit files share two cores with the browser journeys) within a factor of four.
    // A path that skipped the hash would be a hundred times quicker.
    expect(Math.min(...u)).toBeGreaterThan(Math.min(...k) / 4);
    expect(Math.min(...u)).toBeLessThan(Math.min(...k) * 4);
  });

  it("forgets the account's counters with the account", async () => {
    const email = fresh("leaver");
    await register(email);
    await login(email, "Wrong-pass1");
    const ip = freshIp();
    const signedIn = await login(email, PASSWORD, ip);
    const token = (signedIn.body as { result: string }).result;
    const hash = createHash("sha256").update(email).digest("hex");
    const keys = async () =>
      Number(
        (
          await db.execute({
            sql: "select count(*) as n from rate_limits where key = ? or key like ?",
            args: [`login:acct:${hash}`, `login:pair:${hash}:%`],
          })
        ).rows[0]!.n,
      );
    // The account-wide failure and the wrong try's pair (the signed-in pair was cleared).
    expect(await keys()).toBe(2);
    const deleted = await worker.fetch("/api/user/delete", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        "cf-connecting-ip": ip,
      },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(deleted.status).toBe(200);
    expect(await keys()).toBe(0);
  });
});
