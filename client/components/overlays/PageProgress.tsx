import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useI18n } from "../../i18n/translate";
import { $progress, finishProgress, resetProgress, startProgress } from "../../stores/loader";

/** Whether a click on this link leaves the page for another page of this site. */
function isPageNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  if (link.target && link.target !== "_self") return false;
  if (link.hasAttribute("download") || link.origin !== location.origin) return false;
  return !(link.pathname === location.pathname && link.search === location.search);
}

/**
 * SPEC §4 page progress bar: starts on navigation, jumps to 40 %, then finishes. Pages are
 * server-rendered, so navigation starts at a link click or form submit and finishes when the
 * browser leaves (or restores this page from the back/forward cache).
 */
export function PageProgress() {
  const { t } = useI18n();
  const progress = useStore($progress);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (link instanceof HTMLAnchorElement && isPageNavigation(event, link)) startProgress();
    };
    const onSubmit = (event: SubmitEvent) => !event.defaultPrevented && startProgress();
    const onShow = (event: PageTransitionEvent) => event.persisted && resetProgress();
    const onHide = () => finishProgress();
    document.addEventListener("click", onClick);
    document.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onShow);
    window.addEventListener("pagehide", onHide);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onShow);
      window.removeEventListener("pagehide", onHide);
    };
  }, []);
  useEffect(() => {
    if (progress.phase !== "done") return undefined;
    const timer = setTimeout(resetProgress, 300);
    return () => clearTimeout(timer);
  }, [progress.phase]);
  const percent = progress.phase === "running" ? progress.percent : progress.phase === "done" ? 100 : 0;
  return (
    <div
      className={`page-progress is-${progress.phase}`}
      role="progressbar"
      aria-label={t("progress.label")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      hidden={progress.phase === "idle"}
    >
      {/* Only set in the browser (CSSOM), so the server HTML carries no inline style for the CSP to block. */}
      <div
        className="page-progress__bar"
        style={progress.phase === "idle" ? undefined : { transform: `scaleX(${percent / 100})` }}
      />
    </div>
  );
}
