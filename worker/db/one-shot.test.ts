/**
 * One-shot statements over Hrana's HTTP pipeline (one-shot.ts), against the local libSQL server and
 * held to what the libSQL client answers for the same statement; failures classified as the
 * client's are (faults.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@libsql/client/web";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isDatabaseUnavailable } from "./faults";
import { clientQuery, pipelineUrl, queryOnce } from "./one-shot";

const url = () => inject("libsqlUrl");
const client = () => createClient({ url: url(), intMode: "number" });
const viaPipeline = () => queryOnce(url(), undefined, 2_000, client);

/** A local HTTP server whose answer the test decides, and what it was sent. */
let server: Server;
let serverUrl = "";
let answer: (body: string, headers: Record<string, string | string[] | undefined>) => [number, string] | null;
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const reply = answer(body, request.headers);
      if (reply) response.writeHead(reply[0], { "content-type": "application/json" }).end(reply[1]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("one-shot statements", () => {
  it("answer what the client answers, for every kind of value in and out", async () => {
    const sql = "select ?, ?, ?, ?, ?, ?, ?, 2.5, 'text', null, x'00ff10', 9007199254740991";
    const args = ["tekst ✓", 42, 1.25, null, true, 7n, new Uint8Array([1, 2, 250])];
    const [row] = await viaPipeline()(sql, args);
    expect(row).toEqual([
      "tekst ✓",
      42,
      1.25,
      null,
      1,
      7,
      new Uint8Array([1, 2, 250]),
      2.5,
      "text",
      null,
      new Uint8Array([0, 255, 16]),
      9007199254740991,
    ]);
    const [same] = await clientQuery(client)(sql, args);
    expect(row).toEqual(same);
  });

  it("answer every row, and none for an empty result", async () => {
    const query = viaPipeline();
    expect(await query("select value from json_each(?) order by value", ['["b","a","c"]'])).toEqual([
      ["a"],
      ["b"],
      ["c"],
    ]);
    expect(await query("select 1 where 0")).toEqual([]);
  });

  it("fail with the database's own message and code, which is no outage", async () => {
    const error = await viaPipeline()("select * from no_such_table").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/no such table: no_such_table/);
    expect((error as { code?: string }).code).toMatch(/\S/);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("count a database that is unreachable, broken or too slow as unavailable", async () => {
    /** What `select 1` against `at` fails with, within `deadlineMs`. */
    const failure = (at: string, deadlineMs = 2_000) =>
      queryOnce(
        at,
        undefined,
        deadlineMs,
        client,
      )("select 1").then(
        () => new Error("answered"),
        (e: unknown) => e,
      );
    expect(isDatabaseUnavailable(await failure("http://127.0.0.1:9"))).toBe(true);

    answer = () => [503, '{"error":"overloaded"}'];
    const overloaded = await failure(serverUrl);
    expect((overloaded as Error).message).toBe("Server returned HTTP status 503");
    expect(isDatabaseUnavailable(overloaded)).toBe(true);

    answer = () => [200, '{"baton":null,"base_url":null,"results":[]}'];
    expect(isDatabaseUnavailable(await failure(serverUrl))).toBe(true);

    answer = () => null; // never answers
    const started = Date.now();
    expect(isDatabaseUnavailable(await failure(serverUrl, 150))).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("send the auth token and the statement as the pipeline the client would", async () => {
    let sent: { body: unknown; authorization: unknown } | undefined;
    answer = (body, headers) => {
      sent = { body: JSON.parse(body) as unknown, authorization: headers.authorization };
      return [
        200,
        JSON.stringify({
          baton: null,
          base_url: null,
          results: [
            {
              type: "ok",
              response: { type: "execute", result: { cols: [], rows: [[{ type: "integer", value: "3" }]] } },
            },
            { type: "ok", response: { type: "close" } },
          ],
        }),
      ];
    };
    expect(await queryOnce(serverUrl, "t0k3n", 2_000, client)("select ?", ["x"])).toEqual([[3]]);
    expect(sent).toEqual({
      authorization: "Bearer t0k3n",
      body: {
        baton: null,
        requests: [
          { type: "execute", stmt: { sql: "select ?", args: [{ type: "text", value: "x" }], want_rows: true } },
          { type: "close" },
        ],
      },
    });
  });

  it("use the pipeline for libsql: and http(s): URLs, and the client where only it can go", () => {
    expect(pipelineUrl("libsql://shop-atelier.turso.io")).toBe("https://shop-atelier.turso.io/v2/pipeline");
    expect(pipelineUrl("http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080/v2/pipeline");
    expect(pipelineUrl("https://db.example/base")).toBe("https://db.example/base/v2/pipeline");
    expect(pipelineUrl("wss://shop-atelier.turso.io")).toBeNull();
    expect(pipelineUrl("libsql://127.0.0.1:8080?tls=0")).toBeNull();
  });
});
