import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import type { CompareProductsDto } from "../../schema/api/compare";
import type { page as ComparePage } from "../i18n/messages/compare/page.en";
import { createTranslator, useI18n } from "../i18n/translate";
import type { Messages } from "../i18n/messages/types";
import { fetchCompare, fetchCompareProducts } from "../api/compare";
import { $compare, setCompare, toggleCompare } from "../stores/compare";
import { $user } from "../stores/user";
import { ButtonLink, Button } from "../components/Button";
import { CompareTable } from "../components/compare/CompareTable";

/** The compare page's words, translated on the server (page strings never ship as a chunk). */
export type CompareLabels = { readonly [K in keyof typeof ComparePage]: string };

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
  const say = createTranslator(labels as unknown as Messages) as (
    key: keyof CompareLabels,
    params?: Record<string, string | number>,
  ) => string;
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
        <p className="compare-empty__title">{say("compare.empty")}</p>
        <p>{say("compare.emptyText", { max })}</p>
        <ButtonLink variant="primary" href={shopHref}>
          {say("compare.shop")}
        </ButtonLink>
      </div>
    );
  if (loaded.status === "error")
    return (
      <div className="compare-error" role="alert">
        <p>{say("compare.error")}</p>
        <Button variant="secondary" size="small" onClick={() => setAttempt(attempt + 1)}>
          {say("compare.retry")}
        </Button>
      </div>
    );
  if (!mounted || loaded.status === "loading")
    return (
      <p className="compare-loading" role="status">
        {say("compare.loading")}
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
