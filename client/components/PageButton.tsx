import type { ButtonHTMLAttributes, ReactNode } from "react";

/**
 * A button that opens something in place (a panel, the menu) and, without JavaScript, leads to the
 * page that holds the same (the search page, the menu page, the cart): it submits a tiny GET form
 * to `action`, and with JavaScript its click handler runs instead. The form takes no room of its own.
 */
export function PageButton({
  action,
  onClick,
  children,
  ...rest
}: { action: string; onClick: () => void; children: ReactNode } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "onClick" | "type"
>) {
  return (
    <form className="page-button" action={action} method="get">
      <button
        type="submit"
        {...rest}
        onClick={(e) => {
          e.preventDefault();
          onClick();
        }}
      >
        {children}
      </button>
    </form>
  );
}
