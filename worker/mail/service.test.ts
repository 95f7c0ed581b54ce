/** The mail service against a real libSQL database (child process) and a fake mail API on 127.0.0.1. */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../schema/db";
import { prepareLibsqlDatabase, startLibsqlProcess, type LibsqlProcess } from "../../test/support/libsql-process";
import { createDb, type Database } from "../db/client";
import { isDatabaseUnavailable } from "../db/faults";
import type { Logger } from "../logging/logger";
import { DEFAULT_MAIL_FROM, mailConfigSchema } from "../../schema/config/mail";
import { createMailService } from "./service";
import type { MailMessage } from "./types";

type Mode = "accept" | "fail" | "hang";
interface Received {
  headers: IncomingMessage["headers"];
  body: Record<string, string>;
}

let libsql: LibsqlProcess;
let dir: string;
let db: Database;
let api: Server;
let apiUrl: string;
let mode: Mode = "accept";
const received: Received[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "storefront-mail-"));
  const file = path.join(dir, "mail.db");
  await prepareLibsqlDatabase(file);
  libsql = await startLibsqlProcess({ file });
  db = createDb({ LIBSQL_URL: libsql.url, LIBSQL_AUTH_TOKEN: undefined });
  api = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) as Record<string, string> });
      if (mode === "hang") return; // never answers: the service's deadline must end the attempt
      res.writeHead(mode === "accept" ? 202 : 503, { "content-type": "application/json" });
      res.end(mode === "accept" ? JSON.stringify({ id: "prov-42" }) : '{"message":"mail@customer.example bounced"}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1/send`;
}, 60_000);
afterAll(async () => {
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
  await libsql?.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  mode = "accept";
  received.length = 0;
});

const message: MailMessage = {
  to: "anna.jansen@customer.example",
  subject: "Your order 100000123",
  text: "Thank you, Anna.",
  html: "<p>Thank you, <b>Anna</b>.</p>",
  kind: "order-confirmation",
  store: "nl",
};
const httpConfig = () =>
  mailConfigSchema.parse({ MAIL_PROVIDER: "http", MAIL_API_URL: apiUrl, MAIL_API_KEY: "key-123" });
const rowOf = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    void lines.push(JSON.stringify({ level, msg, ...fields }));
  return { lines, debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}

describe("the outbox provider (local default)", () => {
  it("keeps the message in the outbox and calls no API", async () => {
    const mail = createMailService(mailConfigSchema.parse({}), db, {
      fetch: () => Promise.reject(new Error("no API may be called")),
    });
    const receipt = await mail.send(message);
    expect(receipt).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "stored" });
    expect(await rowOf(receipt.id)).toMatchObject({
      kind: "order-confirmation",
      store: "nl",
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      sentAt: null,
      providerId: null,
      error: null,
    });
  });

  it("refuses a malformed message (two addresses, a subject with a line break) and stores nothing", async () => {
    const mail = createMailService(mailConfigSchema.parse({}), db);
    const before = (await db.select().from(mailOutbox)).length;
    await expect(mail.send({ ...message, to: "a@x.example, b@y.example" })).rejects.toThrow();
    await expect(mail.send({ ...message, subject: "Hi\r\nBcc: x@y.example" })).rejects.toThrow();
    expect((await db.select().from(mailOutbox)).length).toBe(before);
  });

  it("throws when the database cannot keep the message (a fault, not a lost message)", async () => {
    const down = createDb({ LIBSQL_URL: "http://127.0.0.1:9", LIBSQL_AUTH_TOKEN: undefined });
    const failure = createMailService(mailConfigSchema.parse({}), down).send(message);
    await expect(failure).rejects.toThrow("mail: the outbox could not keep the message");
    await expect(failure).rejects.toSatisfy((error) => isDatabaseUnavailable(error)); // so the API answers 503
  });
});

describe("the HTTP provider", () => {
  it("posts the message as JSON with the key and records the provider's id", async () => {
    const receipt = await createMailService(httpConfig(), db).send(message);
    expect(receipt.status).toBe("sent");
    expect(received).toHaveLength(1);
    expect(received[0]!.headers).toMatchObject({
      authorization: "Bearer key-123",
      "content-type": "application/json",
      "idempotency-key": receipt.id,
    });
    expect(received[0]!.body).toEqual({ from: DEFAULT_MAIL_FROM, ...pick(message, "to", "subject", "text", "html") });
    expect(await rowOf(receipt.id)).toMatchObject({ sentAt: expect.any(Date), providerId: "prov-42", error: null });
  });

  it("keeps the message with the error when the API fails, and logs no address, subject or body", async () => {
    mode = "fail";
    const log = recordingLogger();
    const receipt = await createMailService(httpConfig(), db, { log }).send(message);
    expect(receipt.status).toBe("failed");
    expect(await rowOf(receipt.id)).toMatchObject({ toAddress: message.to, sentAt: null, error: "HTTP 503" });
    expect(log.lines.join("\n")).toContain(receipt.id);
    for (const secret of [message.to, message.subject, "Anna", "bounced"])
      expect(log.lines.join("\n")).not.toContain(secret);
  });

  it("gives up on an API that never answers at the deadline, keeping the message", async () => {
    mode = "hang";
    const started = Date.now();
    const receipt = await createMailService(httpConfig(), db, { timeoutMs: 300 }).send(message);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(receipt.status).toBe("failed");
    expect(await rowOf(receipt.id)).toMatchObject({ sentAt: null, error: "no answer within 300 ms" });
  });

  it("keeps the message when the API cannot be reached at all", async () => {
    const config = mailConfigSchema.parse({ ...httpConfig(), MAIL_API_URL: "http://127.0.0.1:9/send" });
    const receipt = await createMailService(config, db).send(message);
    expect(receipt.status).toBe("failed");
    expect((await rowOf(receipt.id))?.error).toMatch(/^unreachable/);
  });
});

function pick<T extends object, K extends keyof T>(value: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
