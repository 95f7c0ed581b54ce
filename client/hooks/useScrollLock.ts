import { useEffect } from "react";

/** Stops the page behind an open panel, menu or modal from scrolling. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    document.documentElement.classList.add("is-scroll-locked");
    return () => document.documentElement.classList.remove("is-scroll-locked");
  }, [locked]);
}
