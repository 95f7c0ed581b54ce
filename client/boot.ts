import { holdEarlySubmits } from "./hydrate/held-submit";

/**
 * The page's only script tag. First it holds a form sent before its island hydrated until the island
 * has (hydrate/held-submit.ts). Once the first contentful paint is on screen it starts the islands'
 * entry (React and the hydration schedule, client/entry.tsx) and the module preloads the server
 * listed for the page's load islands (worker/pages/preload.ts: inert in a template until then), so
 * those arrive beside the entry. Nothing on first paint needs them; fetched and run earlier they
 * shared a slow link with the stylesheet and fonts and the main thread with the first layout
 * (Lighthouse counts every request that ends before that paint against it). Paint Timing reports the
 * paint once it is presented; frame callbacks do not wait for that (in Lighthouse traces a second
 * `requestAnimationFrame` still ran before the first paint was on screen). The observer sees
 * first-paint and first-contentful-paint once each, so it needs no disconnect. A page opened in a
 * background tab starts when first shown. Should the entry fail to load, the browser reports it, and
 * every island still works as server-rendered HTML.
 */
holdEarlySubmits();
new PerformanceObserver((list) => {
  if (!list.getEntriesByName("first-contentful-paint")[0]) return;
  const preloads = document.querySelector<HTMLTemplateElement>("template[data-preloads]");
  if (preloads) document.head.append(preloads.content);
  void import("./entry");
}).observe({ type: "paint", buffered: true });
