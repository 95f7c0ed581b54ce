import { useEffect, useState } from "react";
import { HEADER_HIDE_THRESHOLD_PX } from "../../schema/constants";

/** Pure rule of SPEC §2: hide on scroll down past 72 px, show again on any scroll up. */
export function nextHeaderHidden(previousY: number, y: number, wasHidden: boolean): boolean {
  if (y <= HEADER_HIDE_THRESHOLD_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

/** Tracks whether the sticky header is hidden and whether the page is scrolled to the top. */
export function useHeaderScroll(): { hidden: boolean; atTop: boolean } {
  const [state, setState] = useState({ hidden: false, atTop: true });
  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        setState((s) => {
          const hidden = nextHeaderHidden(lastY, y, s.hidden);
          const atTop = y <= 0;
          lastY = y;
          return hidden === s.hidden && atTop === s.atTop ? s : { hidden, atTop };
        });
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
