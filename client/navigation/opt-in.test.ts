import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { VIEW_TRANSITION_OPT_IN, VIEW_TRANSITION_OPT_IN_HASH } from "./opt-in";

describe("the view transitions' inline opt-in", () => {
  it("is allowed by the hash the page policy names", () => {
    const digest = createHash("sha256").update(VIEW_TRANSITION_OPT_IN).digest("base64");
    expect(VIEW_TRANSITION_OPT_IN_HASH).toBe(`'sha256-${digest}'`);
  });
});
