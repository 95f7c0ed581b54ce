import type { HydrateDirective } from "../island";

/** Runs `hydrate` when the island's directive says so (ARCHITECTURE §4). */
export function scheduleHydration(el: HTMLElement, directive: HydrateDirective, hydrate: () => Promise<void>): void {
  switch (directive) {
    case "idle":
      onIdle(() => void hydrate());
      return;
    case "visible":
      onVisible(el, () => void hydrate());
      return;
    case "interaction":
      onInteraction(el, hydrate);
      return;
    default:
      void hydrate();
  }
}

function onIdle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** The wrapper is `display: contents` and has no box, so its children are observed (100 px margin, SPEC §9). */
function onVisible(el: HTMLElement, run: () => void): void {
  const targets = [...el.children];
  if (targets.length === 0 || !("IntersectionObserver" in window)) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: "100px" },
  );
  for (const target of targets) observer.observe(target);
}

const INTERACTIONS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Hydrates on the first sign of interaction. A click that lands before hydration has finished is
 * held back and replayed on the hydrated element, so the shopper's first tap is not lost.
 */
function onInteraction(el: HTMLElement, hydrate: () => Promise<void>): void {
  let started = false;
  let pendingClick: HTMLElement | null = null;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, start);
    void hydrate().then(() => {
      el.removeEventListener("click", holdClick, true);
      const target = pendingClick;
      pendingClick = null;
      // Let React finish attaching before replaying.
      if (target) requestAnimationFrame(() => target.click());
    });
  };
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("button, summary") : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    pendingClick = target;
    start();
  };
  for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
  el.addEventListener("click", holdClick, true);
}
