import { Island } from "../island";
import Compare, { type CompareProps } from "../islands/Compare";

/**
 * /compare (issue 32.2): the same shell for every shopper (the list is the browser's, or a
 * customer's on the server), so nothing personal is in its HTML; the island fills it in.
 */
export function ComparePage({ title, compare }: { title: string; compare: CompareProps }) {
  return (
    <div className="compare-page container">
      <header className="compare-page__header">
        <h1 className="compare-page__title">{title}</h1>
      </header>
      <Island name="Compare" component={Compare} props={compare} hydrate="load" />
    </div>
  );
}
