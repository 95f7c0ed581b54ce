import type { Hono } from "hono";
import { buildInitParams, RegExpRouter } from "hono/router/reg-exp-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import type { AppEnv } from "../context";
import { preparedRouter, StaleRouteTable } from "./router";

type Handler = [unknown, unknown];
type Matched = [Handler, Record<string, string | undefined>][];

/** What a router's match means to Hono: the handlers in order, each with its parameters' values. */
function resolve(result: [[Handler, Record<string, number | string>][], (string | undefined)[]?]): Matched {
  const [handlers, stash] = result;
  return handlers.map(([handler, map]) => [
    handler,
    Object.fromEntries(Object.entries(map).map(([name, at]) => [name, stash ? stash[at as number] : String(at)])),
  ]);
}

/** A request path for a route path: each parameter and wildcard filled with a value it takes. */
function concrete(routePath: string): string {
  const values = ["x1", "approve", "products-1.xml", "a/b"];
  return routePath
    .replace(/:(\w+)(\{([^}]+)\})?/g, (_all, _name: string, _braces, pattern: string | undefined) =>
      pattern ? (values.find((v) => new RegExp(`^(?:${pattern})$`).test(v)) ?? "x1") : "x1",
    )
    .replace(/\*$/, "a/b");
}

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

describe("the route table compiled by the build (PreparedRegExpRouter)", () => {
  afterEach(() => {
    vi.doUnmock("virtual:route-matchers");
    vi.resetModules();
  });

  it("is the router of the app for the configured carrier code, and only for that code", () => {
    expect(createApp({ parcelCarrierCode: "dhlparcel" }).router.name).toBe("PreparedRegExpRouter");
    const other = createApp({ parcelCarrierCode: "postnl" });
    other.router.match("GET", "/");
    expect(other.router.name).toBe("SmartRouter + RegExpRouter");
  });

  it("matches every request exactly as Hono's RegExpRouter built from the same routes", () => {
    const app: Hono<AppEnv> = createApp({ parcelCarrierCode: "dhlparcel" });
    const reference = new RegExpRouter<Handler>();
    for (const route of app.routes) reference.add(route.method, route.path, [route.handler, route]);
    const paths = new Set(app.routes.map((route) => concrete(route.path)));
    for (const extra of [
      "/",
      "/de",
      "/en/",
      "/api/nothing",
      "/api/cart/update/",
      "/dames/truien",
      "/de/p/x/y/z/w",
      "/x?y",
    ])
      paths.add(extra);
    let compared = 0;
    for (const path of paths)
      for (const method of METHODS) {
        const prepared = resolve(app.router.match(method, path) as Parameters<typeof resolve>[0]);
        const built = resolve(reference.match(method, path));
        expect(prepared, `${method} ${path}`).toEqual(built);
        compared++;
      }
    expect(compared).toBeGreaterThan(1000);
  });

  it("gives each router matchers of its own: a second app does not see the first one's handlers", () => {
    const first = preparedRouter<string>("dhlparcel")!;
    const second = preparedRouter<string>("dhlparcel")!;
    first.add("GET", "/api/health", "first");
    second.add("GET", "/api/health", "second");
    expect(resolve(first.match("GET", "/api/health") as never).map(([h]) => h)).toEqual(["first"]);
    expect(resolve(second.match("GET", "/api/health") as never).map(([h]) => h)).toEqual(["second"]);
  });

  it("says which path a table from an older build lacks, and the app then builds its router itself", async () => {
    expect(() => preparedRouter<string>("dhlparcel")!.add("GET", "/api/a-route-added-later", "h")).toThrow(
      StaleRouteTable,
    );
    // A table prepared before /api/health existed.
    const reference = createApp({ parcelCarrierCode: "dhlparcel" });
    const older = [...new Set(reference.routes.map((r) => r.path))].filter((p) => p !== "/api/health");
    vi.doMock("virtual:route-matchers", () => ({
      parcelCarrierCode: "dhlparcel",
      routeMatchers: () => buildInitParams({ paths: older }),
    }));
    vi.resetModules();
    const { createApp: createWithOlderTable } = await import("../app");
    const app = createWithOlderTable({ parcelCarrierCode: "dhlparcel" });
    const health = app.routes.find((r) => r.path === "/api/health" && r.method === "GET")!;
    const matched = resolve(app.router.match("GET", "/api/health") as Parameters<typeof resolve>[0]);
    expect(matched.map(([[handler]]) => handler)).toContain(health.handler);
    expect(app.router.name).toBe("SmartRouter + RegExpRouter");
  });
});
