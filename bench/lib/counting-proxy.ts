/** A proxy that counts libSQL round trips (each HTTP request the worker sends to the database is one), and the forwarding it is built on. */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";

/** Passes a request on to `target` as it came, and its answer back. */
export function forward(target: URL, req: IncomingMessage, res: ServerResponse): void {
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => res.destroy());
  req.pipe(upstream);
}

/** A local server on a free port; its origin. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/** A proxy to the libSQL server that counts the HTTP requests (round trips) it forwards. */
export async function countingProxy(target: URL): Promise<{ url: string; count: () => number; server: Server }> {
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    forward(target, req, res);
  });
  return { url: await listenLocally(server), count: () => count, server };
}
