/**
 * The opt-in to cross-document view transitions (SPEC §2 pdp-zoom, pdp-leave), as an inline style at
 * the top of every page's head rather than in the stylesheet: a page that arrives while its
 * stylesheet is still on the way is styled without it, and Chromium then aborted the transition the
 * page before had started with an error in the new page ("ViewTransition opt-in disabled"). Inline,
 * the rule is there from the first byte of the head. The page policy (worker/http/security.ts) allows
 * exactly this text by its hash; opt-in.test.ts checks the two agree.
 */
export const VIEW_TRANSITION_OPT_IN =
  "@view-transition{navigation:auto}@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}";

/** The CSP source of VIEW_TRANSITION_OPT_IN: base64 of its SHA-256. */
export const VIEW_TRANSITION_OPT_IN_HASH = "'sha256-J+79lMXk1QX8WVmCnJudlkUAXhi4qRs0LMMRPurfBM4='";
