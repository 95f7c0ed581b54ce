/** Counts libSQL round trips: each HTTP request the worker sends to the database is one. */
import { createServer, request as httpRequest, type Server } from "node:http";

/** A proxy to the libSQL server that counts the HTTP requests (round trips) it forwards. */
export async function countingProxy(target: URL): Promise<{ url: string; count: () => number; server: Server }> {
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, count: () => count, server };
}
