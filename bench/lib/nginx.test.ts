import { describe, expect, it } from "vitest";
import { cdnConfig } from "./nginx";

describe("cdnConfig", () => {
  it("puts nginx's proxy cache in front of the worker, honouring its headers, and serves the assets itself", () => {
    const conf = cdnConfig("/tmp/cdn", 9100, { upstream: "http://127.0.0.1:8787", staticRoot: "/repo/dist/client" });
    expect(conf).toContain("listen 127.0.0.1:9100;");
    expect(conf).toContain("server 127.0.0.1:8787;");
    expect(conf).toContain("proxy_cache cdn;");
    expect(conf).toContain("root /repo/dist/client;");
    expect(conf).toContain("try_files $uri @worker;");
    expect(conf).toContain("access_log /tmp/cdn/cdn.log cdn");
    // Honours the worker's Cache-Control: no proxy_cache_valid or ignore_headers overrides it.
    expect(conf).not.toContain("proxy_cache_valid");
    expect(conf).not.toContain("proxy_ignore_headers");
    // Corked, a page just over one loopback segment waited 40 ms for a delayed ACK.
    expect(conf).toContain("tcp_nopush off;");
  });
});
