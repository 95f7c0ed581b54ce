import type { ButtonHTMLAttributes, ReactNode } from "react";

/** Button styles of the design system (SPEC CMS image tile button types). */
export type ButtonVariant = "primary" | "secondary" | "tertiary";

interface CommonProps {
  variant?: ButtonVariant;
  size?: "regular" | "small";
  /** Light variant for use on dark imagery. */
  light?: boolean;
  block?: boolean;
  children: ReactNode;
  className?: string;
}

function classes({
  variant = "primary",
  size = "regular",
  light,
  block,
  className,
}: Omit<CommonProps, "children">): string {
  return [
    "btn",
    `btn--${variant}`,
    size === "small" && "btn--small",
    light && "btn--light",
    block && "btn--block",
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

/** A `<button>` in one of the three styles. */
export function Button({
  variant,
  size,
  light,
  block,
  className,
  children,
  type = "button",
  ...rest
}: CommonProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={classes({ variant, size, light, block, className })} {...rest}>
      {children}
    </button>
  );
}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, light, block, className, children, href }: CommonProps & { href: string }) {
  return (
    <a href={href} className={classes({ variant, size, light, block, className })}>
      {children}
    </a>
  );
}
