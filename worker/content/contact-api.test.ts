/**
 * The contact form's token is single-use and one client's messages are limited (issue 35 point 3),
 * scripted like an attacker: the worker in Miniflare over HTTP, the real test libSQL server.
 */
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, inject, it } from "vitest";
import { withWorker } from "../../test/support/worker";
import { CONTACT_IP_LIMIT, CONTACT_MIN_FILL_MS } from "./routes-contact";

const worker = withWorker();
const db = createClient({ url: inject("libsqlUrl") });
afterAll(() => db.close());

const run = `abuse-${Date.now().toString(36)}`;
let serial = 0;
const freshIp = () => `10.63.${Math.floor(serial / 250) % 250}.${serial++ % 250}`;

const token = async (): Promise<string> =>
  ((await (await worker.fetch("/api/ext/mail-service/get-token")).json()) as { result: { token: string } }).result
    .token;

async function send(token: string, subject: string, ip: string, storeCode = "nl") {
  const res = await worker.fetch("/api/ext/mail-service/send-email", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify({
      token,
      name: "Eva de Boer",
      email: "eva@example.nl",
      subject,
      message: "Valt de jas ruim?",
      storeCode,
    }),
  });
  return {
    status: res.status,
    body: (await res.json()) as { result: { errorCode?: string; errorMessage?: string } },
    headers: res.headers,
  };
}

/** Messages in the service desk's outbox with this subject. */
async function mails(subject: string): Promise<number> {
  const rows = await db.execute({
    sql: "select count(*) as n from mail_outbox where kind = 'contact' and subject like ?",
    args: [`%${subject}`],
  });
  return Number(rows.rows[0]!.n);
}

/** Waits until tokens issued now may be used (a form filled at once is a bot's). */
const filled = () => new Promise((resolve) => setTimeout(resolve, CONTACT_MIN_FILL_MS + 100));

describe("contact form abuse", () => {
  it("one token replayed 15 times at once, from 15 IPs: one mail, 14 refusals with 409", async () => {
    const subject = `${run}-replay`;
    const one = await token();
    await filled();
    const answers = await Promise.all(Array.from({ length: 15 }, () => send(one, subject, freshIp())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(14);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body.result).toMatchObject({ errorCode: "CONFLICT", errorMessage: "Dit bericht is al verstuurd." });
    }
    expect(await mails(subject)).toBe(1);
  });

  it("one token replayed from one IP: the replays are no messages, so they use up none of its limit", async () => {
    const subject = `${run}-same-ip`;
    const ip = freshIp();
    const one = await token();
    const next = await token();
    await filled();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await send(one, subject, ip)).status);
    expect(statuses).toEqual([200, ...Array(14).fill(409)]);
    expect((await send(next, subject, ip)).status).toBe(200);
    expect(await mails(subject)).toBe(2);
  });

  it("limits one client's messages with fresh tokens: 429 with Retry-After in the form's language", async () => {
    const subject = `${run}-flood`;
    const ip = freshIp();
    const tokens = await Promise.all(Array.from({ length: CONTACT_IP_LIMIT.max + 2 }, () => token()));
    await filled();
    const answers = [];
    for (const t of tokens) answers.push(await send(t, subject, ip, "en"));
    expect(answers.map((a) => a.status)).toEqual([...Array(CONTACT_IP_LIMIT.max).fill(200), 429, 429]);
    const refused = answers.at(-1)!;
    expect(refused.body.result).toMatchObject({
      errorCode: "TOO_MANY_REQUESTS",
      errorMessage: "Too many requests. Please wait 60 minutes and try again.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await mails(subject)).toBe(CONTACT_IP_LIMIT.max);
    // Another client is not held up by this one.
    const late = await token();
    await filled();
    expect((await send(late, subject, freshIp())).status).toBe(200);
  });
});
