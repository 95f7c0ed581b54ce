/**
 * Every cross-document view transition is skipped unless client/navigation/transitions.ts (loaded
 * when the browser is idle) asks for it: a navigation before then, or to a page that does not take
 * part (the offline page, a payment page), is the browser's plain one, never an aborted transition.
 */
type Decide = (event: PageSwapEvent) => boolean;
let decide: Decide | undefined;

/** Lets `next` decide which navigations animate (true) from now on. */
export const decideTransitions = (next: Decide) => void (decide = next);

addEventListener("pageswap", (event) => {
  const transition = event.viewTransition;
  if (!transition) return;
  // A transition the next page does not take up (it loads slowly on a busy phone, or it is a page
  // without the opt-in) rejects its promises as the page goes: none of that is an error to report.
  for (const settled of [transition.ready, transition.finished, transition.updateCallbackDone])
    settled.catch(() => undefined);
  if (!decide?.(event)) transition.skipTransition();
});
