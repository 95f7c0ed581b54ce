import { useEffect } from "react";

/** Messages the content screen posts to its preview frame. */
export type PreviewMessage = { type: "cms:input"; content: unknown } | { type: "cms:reload"; url: string };

/**
 * The editor preview's bridge (SPEC §2 "a preview bridge loads when a preview token exists"): the
 * content screen posts edited content; the bridge has the server render it (the same preview URL,
 * POST) and swaps the page body, so edits show live. A slug change reloads the frame.
 */
export default function PreviewBridge() {
  useEffect(() => {
    let latest = 0;
    async function render(content: unknown) {
      const ticket = ++latest;
      const response = await fetch(window.location.href, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ content: JSON.stringify(content) }),
      });
      if (!response.ok || ticket !== latest) return;
      const next = new DOMParser().parseFromString(await response.text(), "text/html").querySelector("main");
      const main = document.querySelector("main");
      if (next && main) main.innerHTML = next.innerHTML;
    }
    function onMessage(event: MessageEvent<PreviewMessage>) {
      if (event.origin !== window.location.origin || typeof event.data !== "object" || event.data === null) return;
      if (event.data.type === "cms:input") void render(event.data.content);
      if (event.data.type === "cms:reload") window.location.replace(event.data.url);
    }
    window.addEventListener("message", onMessage);
    window.parent.postMessage({ type: "cms:ready" }, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return null;
}
