import { describe, expect, it } from "vitest";
import { withWorker } from "../../test/support/worker";

const worker = withWorker();

const EXPECTED = {
  "/": { lang: "nl", text: "Gemaakt voor de lange duur", foreign: ["Gemacht für lange Zeit", "Made for the long run"] },
  "/de": {
    lang: "de",
    text: "Gemacht für lange Zeit",
    foreign: ["Gemaakt voor de lange duur", "Made for the long run"],
  },
  "/en/styleguide": { lang: "en", text: "Style guide", foreign: ["Stijlgids", "Styleguide"] },
} as const;

describe("server renders share nothing", () => {
  it("interleaved renders of different store views never leak into each other", async () => {
    const paths = Array.from({ length: 30 }, (_, i) => Object.keys(EXPECTED)[i % 3] as keyof typeof EXPECTED);
    // All requests start at once, so their renders interleave in the isolate; each body is read as
    // soon as its response arrives (pages are whole documents: nothing streams after the headers).
    // (Holding thirty answers unread until the last one came, one came back unusable on the test's
    // side under CI load: undici's "Body is unusable: Body has already been read".)
    const bodies = await Promise.all(paths.map((p) => worker.fetch(p).then((r) => r.text())));
    bodies.forEach((html, i) => {
      const expected = EXPECTED[paths[i]!];
      expect(html).toContain(`<html lang="${expected.lang}"`);
      expect(html).toContain(expected.text);
      for (const other of expected.foreign) expect(html).not.toContain(`>${other}<`);
    });
  });
});
