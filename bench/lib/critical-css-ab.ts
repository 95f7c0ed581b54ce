/**
 * The critical CSS A/B (issue 12 point 4, report section 10b): the category page as the CDN stand-in
 * serves it and inlined two ways with the rules critical-css.ts extracts, each through one proxy,
 * measured by Lighthouse in turn.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import { forward, listenLocally } from "./counting-proxy";
import {
  allowInlineStyle,
  extractCriticalCss,
  firstScreensMatch,
  inlineCritical,
  withoutStylePreloads,
} from "./critical-css";
import { runLighthouse, type LighthouseRun } from "./lighthouse";

export interface CriticalVariant {
  name: string;
  description: string;
  /** HTML bytes, and as nginx's gzip level 1 sends them. */
  bytes: number;
  gzipBytes: number;
  runs: LighthouseRun[];
}

export interface CriticalCssResult {
  path: string;
  /** The inlined stylesheet, minified: bytes and gzip bytes. */
  criticalBytes: number;
  criticalGzipBytes: number;
  /** Per CRITICAL_VIEWPORTS: the first screen from the inline rules alone is the page as served (firstScreensMatch). */
  firstScreenMatches: boolean[];
  variants: CriticalVariant[];
}

interface Served {
  name: string;
  description: string;
  html: string;
  headers: IncomingHttpHeaders;
}

/**
 * The A/B: the category page at `path` as `origin` (the CDN stand-in) serves it, and inlined two
 * ways, each through the same proxy (gzip level 1, as nginx), Lighthouse `runs` times each,
 * interleaved so each variant sees the machine as the others do.
 */
export async function criticalCssAb(options: {
  origin: string;
  path: string;
  runs: number;
  log: (line: string) => void;
}): Promise<CriticalCssResult> {
  const { origin, path, runs, log } = options;
  log(`  critical CSS A/B on ${path}: extracting the first-screen rules in Chromium…`);
  const css = await extractCriticalCss(`${origin}${path}`);
  const page = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } });
  if (!page.ok) throw new Error(`${path} answered ${page.status}`);
  const html = await page.text();
  const headers: IncomingHttpHeaders = {};
  page.headers.forEach((value, key) => {
    if (!["content-length", "content-encoding", "transfer-encoding", "connection", "date"].includes(key))
      headers[key] = value;
  });
  const inlined = inlineCritical(html, css);
  const firstScreenMatches = await firstScreensMatch(`${origin}${path}`, inlined);
  const policy = headers["content-security-policy"];
  const inlineHeaders: IncomingHttpHeaders = {
    ...headers,
    ...(typeof policy === "string" ? { "content-security-policy": allowInlineStyle(policy, css) } : {}),
  };
  const link = headers.link;
  const served: Served[] = [
    {
      name: "as served",
      description: "the worker's page: stylesheets in the head, preloaded by the Link header (Early Hints)",
      html,
      headers,
    },
    {
      name: "inline, rest preloaded",
      description:
        "critical CSS in a <style>, the stylesheets at the end of the body, still preloaded by the Link header",
      html: inlined,
      headers: inlineHeaders,
    },
    {
      name: "inline, rest at the end",
      description: "critical CSS in a <style>, the stylesheets at the end of the body and not preloaded",
      html: inlined,
      headers: { ...inlineHeaders, ...(typeof link === "string" ? { link: withoutStylePreloads(link) } : {}) },
    },
  ];
  const proxy = await variantProxy(origin, served);
  try {
    const order = served.map((_, i) => i);
    const sequence = Array.from({ length: runs }, (_, round) => (round % 2 ? [...order].reverse() : order)).flat();
    log(`  critical CSS A/B: Lighthouse ${sequence.length} runs (${served.length} variants × ${runs}, interleaved)…`);
    // One run at a time, each tried twice: Lighthouse now and then fails to record a page load's
    // trace (NO_NAVSTART), and one such run should not cost the whole A/B.
    const measured: LighthouseRun[] = [];
    for (const i of sequence) {
      const page = { name: served[i]!.name, path: `/__variant/${i}` };
      const once = () => runLighthouse({ origin: proxy.origin, pages: [page], runs: 1, log: () => {} });
      const result = await once().catch((error: unknown) => {
        log(`    ${page.name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}; once more`);
        return once();
      });
      measured.push(result.pages[0]!.runs[0]!);
    }
    return {
      path,
      criticalBytes: Buffer.byteLength(css),
      criticalGzipBytes: gzipSync(css, { level: 1 }).length,
      firstScreenMatches,
      variants: served.map((s, i) => ({
        name: s.name,
        description: s.description,
        bytes: Buffer.byteLength(s.html),
        gzipBytes: gzipSync(s.html, { level: 1 }).length,
        runs: measured.filter((_, n) => sequence[n] === i),
      })),
    };
  } finally {
    await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
  }
}

/** `/__variant/<n>` answers variant n (gzip level 1 when asked for); everything else goes to `origin`. */
async function variantProxy(origin: string, served: Served[]): Promise<{ origin: string; server: Server }> {
  const upstream = new URL(origin);
  const server = createServer((req, res) => {
    const variant = /^\/__variant\/(\d+)$/.exec(req.url ?? "");
    const chosen = variant ? served[Number(variant[1])] : undefined;
    if (chosen) {
      const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      const body = gzip ? gzipSync(chosen.html, { level: 1 }) : Buffer.from(chosen.html);
      res.writeHead(200, {
        ...chosen.headers,
        ...(gzip ? { "content-encoding": "gzip", vary: "Accept-Encoding" } : {}),
        "content-length": String(body.length),
      });
      res.end(body);
      return;
    }
    forward(upstream, req, res);
  });
  return { origin: await listenLocally(server), server };
}
