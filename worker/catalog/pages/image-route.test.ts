import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withWorker } from "../../../test/support/worker";

// A stand-in for the media origin behind Cloudflare Images (Images itself only exists at the edge).
const seen: string[] = [];
const origin: Server = createServer((req, res) => {
  seen.push(req.url ?? "");
  if (req.url === "/demo/coat/coat-camel-front.jpg")
    res.writeHead(200, { "content-type": "image/jpeg" }).end(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
  else res.writeHead(404).end();
});
let originUrl = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

describe("image route with IMAGE_RESIZING=cloudflare", () => {
  const worker = withWorker({ bindings: () => ({ IMAGE_RESIZING: "cloudflare", MEDIA_ORIGIN: originUrl }) });

  it("serves the resized original", async () => {
    const res = await worker.fetch("/img/tile/375/demo/coat/coat-camel-front.jpg");
    expect(res.status).toBe(200);
    expect(seen).toContain("/demo/coat/coat-camel-front.jpg");
    expect((await worker.fetch("/img/tile/375/demo/nope.jpg")).status).toBe(404);
  });
});
