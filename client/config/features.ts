/**
 * Capabilities that later issues deliver. While one is off, the chrome that leads to it opens the
 * SPEC's "feature not implemented" modal instead of a dead link.
 */
export const FEATURES = {
  account: true,
} as const;
