/**
 * An HTTP proxy in front of the libSQL server for fault tests: every Hrana request passes through,
 * except the ones a test arms it against. A request whose SQL matches `pattern` is either never
 * delivered (`refuse`: the database went away before it arrived) or delivered and its answer lost
 * (`lose-answer`: the database did the work, then the connection died before the worker heard), or
 * held back and delivered late (`stall`: the database was stuck past the worker's deadline, and the
 * work lands after the worker gave up on it).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type ProxyFault = "refuse" | "lose-answer" | "stall";

export interface DbProxy {
  url: string;
  /** Fails the next `times` requests whose body matches `pattern` in the given way (`stall`: held `stallMs`). */
  arm(pattern: RegExp, fault: ProxyFault, times?: number, stallMs?: number): void;
  /** How many requests the armed fault has hit so far. */
  hits(): number;
  /** Resolves once every stalled request has reached the database and been answered there. */
  stalled(): Promise<void>;
  close(): Promise<void>;
}

export async function startDbProxy(upstream: string): Promise<DbProxy> {
  let armed: { pattern: RegExp; fault: ProxyFault; left: number; stallMs: number } | null = null;
  let hits = 0;
  const stalls: Promise<void>[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const fault = armed && armed.left > 0 && armed.pattern.test(body.toString("utf8")) ? armed.fault : null;
      if (fault && armed) {
        armed.left -= 1;
        hits += 1;
      }
      if (fault === "refuse") {
        req.socket.destroy();
        return;
      }
      const target = new URL(req.url ?? "/", upstream);
      const forward = (done?: () => void) => {
        const forwarded = http.request(
          target,
          { method: req.method, headers: { ...req.headers, host: target.host } },
          (answer) => {
            answer.on("end", () => done?.());
            // A stalled request's worker has usually given up (its socket is gone): the answer goes nowhere.
            if (fault === "lose-answer" || res.destroyed || req.socket.destroyed) {
              answer.resume();
              answer.on("end", () => req.socket.destroy());
              return;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forwarded.on("error", () => {
          done?.();
          req.socket.destroy();
        });
        forwarded.end(body);
      };
      if (fault === "stall" && armed) {
        const delay = armed.stallMs;
        stalls.push(new Promise<void>((resolve) => setTimeout(() => forward(resolve), delay)));
        return;
      }
      forward();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arm(pattern, fault, times = 1, stallMs = 1500) {
      armed = { pattern, fault, left: times, stallMs };
      hits = 0;
    },
    hits: () => hits,
    stalled: async () => {
      await Promise.all(stalls);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
