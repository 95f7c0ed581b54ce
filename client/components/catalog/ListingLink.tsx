import type { AnchorHTMLAttributes } from "react";
import { listingQuery, type ListingState } from "../../lib/listing-url";

type ListingLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** The listing state the link leads to. */
  to: ListingState;
  basePath: string;
  /** With JavaScript, follow the link in place; without, the link loads the page. */
  onNavigate?: (next: ListingState) => void;
};

/**
 * A link to a listing state (filters, sort, page: SPEC §2). It works as a plain link without
 * JavaScript and for a new tab or window (Ctrl, Cmd, Shift, a button other than the main one);
 * hydrated, a plain click follows it in place.
 */
export function ListingLink({ to, basePath, onNavigate, onClick, className, ...rest }: ListingLinkProps) {
  return (
    <a
      className={className}
      href={`${basePath}${listingQuery(to)}`}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onNavigate(to);
      }}
    />
  );
}
