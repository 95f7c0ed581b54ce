import type { HydrateDirective } from "../island";

/**
 * Runs `hydrate` when the island's directive says so (ARCHITECTURE §4):
 * - "load": at once (the boot script starts the entry only once the first contentful paint is on
 *   screen, client/boot.ts, so hydrating never holds back the server's HTML, and a tab opened in the
 *   background hydrates when it is first shown);
 * - "idle": when the browser is idle (at most 2 s after), or at the first sign of interaction;
 * - "visible": when it comes near the viewport, or at the first sign of interaction;
 * - "interaction": at the first sign of interaction only (pointer over, focus, touch).
 * `hydrate` resolves true once React has committed the island, false when it failed (its chunk or
 * the data it completes its props with did not come): the island stays the server's HTML, which
 * works without JavaScript, and the shopper's next interaction with it tries again.
 *
 * The first sign of interaction with any island also hydrates every island still waiting for idle:
 * the chrome shares state (a header button opens the mobile menu or a side panel, which are islands
 * of their own), so what the shopper's first click changes must be live when it is replayed.
 */
export function scheduleHydration(el: HTMLElement, directive: HydrateDirective, hydrate: () => Promise<boolean>): void {
  const once = memo(hydrate);
  if (directive === "load") return void once();
  if (directive === "idle") {
    waitingForIdle.push(once);
    onIdle(once);
  } else if (directive === "visible") onVisible(el, once);
  onInteraction(el, once);
}

/** The islands scheduled for idle (each starts once: calling one again returns its run, unless that failed). */
const waitingForIdle: (() => Promise<boolean>)[] = [];

/** Runs `run` once; a run that failed (false) is forgotten, so the next call starts it again. */
function memo(run: () => Promise<boolean>): () => Promise<boolean> {
  let started: Promise<boolean> | undefined;
  return () =>
    (started ??= run().then((done) => {
      if (!done) started = undefined;
      return done;
    }));
}

/** Runs `run` when the browser is idle (at most 2 s after); 200 ms later where idle callbacks are missing. */
export function onIdle(run: () => unknown): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** The wrapper is `display: contents` and has no box, so its children are observed (100 px margin, SPEC §9). */
function onVisible(el: HTMLElement, run: () => unknown): void {
  const targets = [...el.children];
  if (targets.length === 0 || !("IntersectionObserver" in window)) return void run();
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
 * Hydrates on the first sign of interaction. A click on a button that lands before hydration has
 * finished is held back and replayed on the hydrated element once React (and every island waiting
 * for idle) has committed, so the shopper's first tap or key press is not lost. Links and form
 * fields keep their native behaviour (a link navigates, as it does without JavaScript).
 */
function onInteraction(el: HTMLElement, hydrate: () => Promise<boolean>): void {
  let pending: HTMLElement | null | undefined;
  const start = memo(() =>
    Promise.all([hydrate(), ...waitingForIdle.map((run) => run())]).then(([done]) => {
      el.removeEventListener("click", hold, true);
      // Replayed on the hydrated island, or, when hydrating failed, on the server's HTML (a summary
      // opens its details, a form button submits), as without JavaScript.
      const held = pending;
      pending = undefined;
      held?.click();
      // Failed: memo forgets this run, and the next interaction tries again.
      if (!done) listen();
      return done;
    }),
  );
  const hold = (event: Event) => {
    pending = (event.target as Element).closest<HTMLElement>("button, summary");
    if (!pending) return;
    event.preventDefault();
    event.stopPropagation();
    void start();
  };
  const listen = () => {
    for (const type of INTERACTIONS) el.addEventListener(type, () => void start(), { passive: true, once: true });
    el.addEventListener("click", hold, true);
  };
  listen();
}
