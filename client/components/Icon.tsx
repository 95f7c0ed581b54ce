import type { IconName, IconSize } from "./icon-paths";

export type { IconName, IconSize } from "./icon-paths";

/**
 * A line icon: an empty, hidden element that the icons' stylesheet draws (icon-paths.ts), in the
 * text colour, 24 px unless `size` says otherwise. Its paths never travel in the page or the JS.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: IconSize; className?: string }) {
  const classes = `icon i-${name}${size === 24 ? "" : ` icon--${size}`}${className ? ` ${className}` : ""}`;
  return <span className={classes} aria-hidden="true" />;
}
