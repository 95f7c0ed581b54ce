/** The report's critical CSS A/B (critical-css.ts): what inlining the first-screen rules would buy. */
import type { CriticalCssResult } from "./critical-css-ab";
import { CRITICAL_VIEWPORTS } from "./critical-css";
import type { LighthouseRun } from "./lighthouse";
import { table, type Section } from "./markdown";
import { kb, median, ms as msDigits } from "./stats";

const ms = (value: number) => msDigits(value, 0);
const medianOf = (runs: LighthouseRun[], pick: (run: LighthouseRun) => number) => median(runs.map(pick));

export function criticalCssSection(result: CriticalCssResult | null, error?: string): Section {
  const title = "10b. Critical CSS inline: an A/B on the category page (issue 12 point 4)";
  if (!result) return { title, budgets: [], body: [`Not measured: ${error ?? "not run"}.`] };
  const [served, ...inlined] = result.variants;
  const base = served ? medianOf(served.runs, (r) => r.fcpMs) : Number.NaN;
  const baseLcp = served ? medianOf(served.runs, (r) => r.lcpMs) : Number.NaN;
  const signed = (delta: number) => `${delta >= 0 ? "+" : "−"}${Math.abs(Math.round(delta))} ms`;
  return {
    title,
    budgets: [],
    body: [
      `Method: bench/lib/critical-css.ts. The first-screen rules of \`${result.path}\` (1,000-product demo with images) are extracted in Chromium with JavaScript off at 412×823 (Lighthouse's mobile viewport) and 1440×900: the rules matching an element before the first in-flow element below the fold (outside hidden subtrees) or on screen, and those elements' ancestors, within their \`@layer\` and \`@media\`, plus \`:root\`, the layer order and the Latin font faces; minified by esbuild: **${kb(result.criticalBytes)}** (${kb(result.criticalGzipBytes)} gzip). Painted from these rules alone (every stylesheet refused, JavaScript off), the first screen is the page as served pixel for pixel: ${CRITICAL_VIEWPORTS.map((v, i) => `${v.width} px ${result.firstScreenMatches[i] ? "yes" : "**no**"}`).join(", ")}. A proxy in front of the CDN stand-in serves the page as the worker does and inlined two ways (a \`<style>\` after the viewport meta with its hash in the CSP, the stylesheets moved to the end of the body), gzip level 1 as nginx, everything else from the CDN stand-in; Lighthouse mobile runs the variants interleaved. The issue's HTML budget is 80 KB for the category page.`,
      "",
      ...table(
        [
          "variant",
          "HTML",
          "gzip",
          "FCP (median)",
          "vs as served",
          "LCP (median)",
          "vs as served",
          "performance (lowest)",
          "runs: FCP / LCP",
        ],
        result.variants.map((v, i) => {
          const fcp = medianOf(v.runs, (r) => r.fcpMs);
          const lcp = medianOf(v.runs, (r) => r.lcpMs);
          return [
            `${v.name}: ${v.description}`,
            kb(v.bytes),
            kb(v.gzipBytes),
            ms(fcp),
            i === 0 ? "–" : signed(fcp - base),
            ms(lcp),
            i === 0 ? "–" : signed(lcp - baseLcp),
            Math.min(...v.runs.map((r) => r.scores.performance)),
            v.runs.map((r) => `${Math.round(r.fcpMs)} / ${Math.round(r.lcpMs)}`).join(", "),
          ];
        }),
      ),
      "",
      inlined.length > 0
        ? "Read it as: a negative difference is what inlining would gain on a shopper's first paint; the HTML column against the 80 KB budget is what it would cost. The stylesheet is cached after the first page, the inline rules travel again with every page."
        : "",
    ],
  };
}
