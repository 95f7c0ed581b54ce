/**
 * Forms that only work through their island (sign in, register, a new password, checkout…) have no
 * `action`. Submitted before the island has hydrated (a shopper on a slow phone presses "Sign in" as
 * soon as the page shows), the browser would send such a form itself to the page's own URL (as a
 * GET, the fields in the URL, unless the form says `method="post"`, as those with a password or a
 * token do), and the page would come back empty. boot.ts installs this first: such a submit is
 * held and sent again through the island once React has hydrated it (client/entry.tsx fires
 * `hydrated` on the island; the fields keep what was typed: hooks/useTypedForm.ts).
 *
 * The listener sits on the window in the bubbling phase, after React's own on the island's root: a
 * submit an island has handled is already `defaultPrevented`, and a form outside an island or with
 * an `action` (the newsletter, the no-JavaScript menu) goes on as the browser sends it.
 */
export function holdEarlySubmits(): void {
  addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement & { held?: boolean };
    // The top-level island around the form, while it has not hydrated.
    const island = form.closest("[data-island]:not([data-nested],[data-hydrated])");
    if (event.defaultPrevented || form.hasAttribute("action") || !island) return;
    event.preventDefault();
    // Pressed twice while waiting: still one submit.
    if (form.held) return;
    form.held = true;
    // No island's submit handler reads the submitter: the form is sent as a whole. An island
    // hydrates once (entry.tsx fires `hydrated` once), so the listener runs once. The submit waits
    // a task: `hydrated` fires in an effect, before React renders the fields' adoption of what was
    // typed (a layout effect's update).
    island.addEventListener("hydrated", () => {
      form.held = false;
      setTimeout(() => form.requestSubmit());
    });
  });
}
