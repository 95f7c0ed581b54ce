/**
 * Field Web Vitals (issue 34) for the sampled page views (page.ts): LCP, INP, CLS and TTFB from the
 * web-vitals library, sent with the page type and store view only (no URL, no id, nothing personal)
 * to the shop's own POST /api/rum with sendBeacon when the page is hidden — once per metric value,
 * so a page shown again and hidden again sends only what changed.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { RumRequest } from "../../schema/api/analytics";
import type { RumMetric } from "../../schema/analytics";
import { pageType } from "./data-layer";

const root = document.documentElement;
const store = (["nl", "de", "en"] as const).find((code) => code === root.dataset.store) ?? "nl";
const pending = new Map<RumMetric, number>();

const take = (metric: Metric) => pending.set(metric.name as RumMetric, metric.value);

function send(): void {
  if (pending.size === 0) return;
  const body: RumRequest = {
    pageType: pageType(),
    store,
    metrics: [...pending].map(([name, value]) => ({ name, value: Math.max(0, value) })),
  };
  pending.clear();
  navigator.sendBeacon("/api/rum", new Blob([JSON.stringify(body)], { type: "application/json" }));
}

onLCP(take);
onINP(take);
onCLS(take);
onTTFB(take);
addEventListener("visibilitychange", () => document.visibilityState === "hidden" && send());
addEventListener("pagehide", send);
