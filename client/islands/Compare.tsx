import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import type { CompareProductsDto } from "../../schema/api/compare";
import { useI18n } from "../i18n/translate";
import { fetchCompare, fetchCompareProducts } from "../api/compare";
import { $compare, setCompare, toggleCompare } from "../stores/compare";
import { $user } from "../stores/user";
import { ButtonLink, Button } from "../components/Button";
import { CompareTable } from "../components/compare/CompareTable";

/**
 * The compare page's words in the store view's language, sent by the server as props (page strings
 * never ship as a chunk): i18n/messages/compare/page.*.ts, placeholders left for the island to fill.
 */
export interface CompareLabels {
  empty: string;
  emptyText: string;
  shop: string;
  onlyDifferences: string;
  caption: string;
  remove: string;
  removeShort: string;
  differs: string;
  loading: string;
  error: string;
  retry: string;
  rowPrice: string;
  rowBrand: string;
  rowSizes: string;
  rowRating: string;
  rowAvailability: string;
  inStock: string;
  soldOut: string;
  rating: string;
  noRating: string;
  noSizes: string;
}

/** A label with its `{name}` placeholders filled. */
export type Say = (key: keyof CompareLabels, params?: Record<string, string | number>) => string;

export const sayWith =
  (labels: CompareLabels): Say =>
  (key, params) =>
    labels[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      params && name in params ? String(params[name]) : whole,
    );

export interface CompareProps {
  labels: CompareLabels;
  /** Where the empty state sends the shopper: the store view's home. */
  shopHref: string;
  max: number;
}

type Loaded = { status: "loading" } | { status: "error" } | { status: "ready"; skus: string; data: CompareProductsDto };

/**
 * /compare (issue 32.2): the shopper's list, read in the browser (a customer's from the server
 * first), and one call for the products' comparable data. The same shell for everyone on the server.
 */
export default function Compare({ labels, shopHref, max }: CompareProps) {
  const { store } = useI18n();
  const say = sayWith(labels);
  const list = useStore($compare);
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A customer's list is the server's (another device may have changed it); a guest's is this browser's.
    if (!$user.get()) return setMounted(true);
    void fetchCompare()
      .then((server) => setCompare(server.items.map((i) => i.sku)))
      .catch(() => undefined)
      .finally(() => setMounted(true));
  }, []);

  // The products' data once for the list; a removal only leaves a column out, an addition asks again.
  const known = loaded.status === "ready" ? loaded.skus.split(",") : [];
  const missing = list.some((sku) => !known.includes(sku));
  const key = missing ? list.join(",") : null;
  useEffect(() => {
    if (!mounted || key === null || key === "") return;
    let cancelled = false;
    setLoaded({ status: "loading" });
    fetchCompareProducts(key.split(","))
      .then((data) => !cancelled && setLoaded({ status: "ready", skus: key, data }))
      .catch(() => !cancelled && setLoaded({ status: "error" }));
    return () => {
      cancelled = true;
    };
  }, [mounted, key, attempt]);

  const products =
    loaded.status === "ready" ? list.flatMap((sku) => loaded.data.products.filter((p) => p.tile.sku === sku)) : [];
  // Nothing chosen, or nothing the catalogue still lists.
  if (mounted && (list.length === 0 || (loaded.status === "ready" && !missing && products.length === 0)))
    return (
      <div className="compare-empty">
        <h2 className="compare-empty__title">{say("empty")}</h2>
        <p>{say("emptyText", { max })}</p>
        <ButtonLink variant="primary" href={shopHref}>
          {say("shop")}
        </ButtonLink>
      </div>
    );
  if (loaded.status === "error")
    return (
      <div className="compare-error" role="alert">
        <p>{say("error")}</p>
        <Button variant="secondary" size="small" onClick={() => setAttempt(attempt + 1)}>
          {say("retry")}
        </Button>
      </div>
    );
  if (!mounted || loaded.status === "loading")
    return (
      <p className="compare-loading" role="status">
        {say("loading")}
      </p>
    );
  return (
    <CompareTable
      products={products}
      attributes={loaded.data.attributes}
      say={say}
      locale={store.locale}
      onRemove={(sku) => void toggleCompare(sku)}
    />
  );
}
