import type { HydrateDirective } from "../island";

/**
 * Runs `hydrate` when the island's directive says so (ARCHITECTURE §4):
 * - "load": as soon as the page has painted;
 * - "idle": when the browser is idle (at most 2 s after), or at the first sign of interaction;
 * - "visible": when it comes near the viewport, or at the first sign of interaction;
 * - "interaction": at the first sign of interaction only (pointer over, focus, touch).
 * `hydrate` resolves once React has committed the island.
 *
 * The first sign of interaction with any island also hydrates every island still waiting for idle:
 * the chrome shares state (a header button opens the mobile menu or a side panel, which are islands
 * of their own), so what the shopper's first click changes must be live when it is replayed.
 */
export function scheduleHydration(el: HTMLElement, directive: HydrateDirective, hydrate: () => Promise<void>): void {
  if (directive === "load") {
    afterFirstPaint(() => void hydrate());
    return;
  }
  const once = memo(hydrate);
  if (directive === "idle") {
    waitingForIdle.add(once);
    onIdle(() => {
      waitingForIdle.delete(once);
      void once();
    });
  } else if (directive === "visible") {
    onVisible(el, () => void once());
  }
  onInteraction(el, once);
}

/** Islands scheduled for idle that have not started yet. */
const waitingForIdle = new Set<() => Promise<void>>();

/** Starts every island still waiting for idle; resolves when they are all hydrated. */
function hydrateWaiting(): Promise<unknown> {
  const all = [...waitingForIdle];
  waitingForIdle.clear();
  return Promise.all(all.map((run) => run()));
}

function memo(run: () => Promise<void>): () => Promise<void> {
  let started: Promise<void> | null = null;
  return () => (started ??= run());
}

/**
 * Runs `run` once the page has painted (the frame after the next one), so hydrating an island never
 * holds back the first paint of the server's HTML; a tab in the background, where frames wait,
 * gets it after a second.
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
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

const INTERACTIONS = ["pointerover", "pointerdown", "focusin", "touchstart", "keydown"] as const;

/**
 * Hydrates on the first sign of interaction. A click on a button that lands before hydration has
 * finished is held back and replayed on the hydrated element once React (and every island waiting
 * for idle) has committed, so the shopper's first tap or key press is not lost. Links and form
 * fields keep their native behaviour (a link navigates, as it does without JavaScript).
 */
function onInteraction(el: HTMLElement, hydrate: () => Promise<void>): void {
  let started: Promise<unknown> | null = null;
  let pendingClick: HTMLElement | null = null;
  const start = (): Promise<unknown> => {
    if (started) return started;
    for (const type of INTERACTIONS) el.removeEventListener(type, start);
    started = Promise.all([hydrate(), hydrateWaiting()]).then(() => {
      el.removeEventListener("click", holdClick, true);
      const target = pendingClick;
      pendingClick = null;
      if (target?.isConnected) target.click();
    });
    return started;
  };
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("button, summary") : null;
    if (!target || !el.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    pendingClick = target;
    void start();
  };
  for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
  el.addEventListener("click", holdClick, true);
}
