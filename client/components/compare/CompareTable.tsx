import { useId, useState, type ReactNode } from "react";
import type { CompareProductDto, CompareProductsDto } from "../../../schema/api/compare";
import type { Say } from "../../islands/Compare";
import { Price } from "../Price";
import { ProductImage } from "../catalog/ProductImage";

interface Row {
  key: string;
  label: string;
  /** What is compared, one a product: the row differs when these are not all the same. */
  values: string[];
  cells: ReactNode[];
}

const NONE = "—";

function rowsOf(
  products: CompareProductDto[],
  attributes: CompareProductsDto["attributes"],
  say: Say,
  locale: string,
): Row[] {
  const text = (key: string, label: string, values: string[]): Row => ({ key, label, values, cells: values });
  const rating = (p: CompareProductDto) =>
    p.tile.rating
      ? say("rating", {
          average: p.tile.rating.avg.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          count: p.tile.rating.n,
        })
      : say("noRating");
  return [
    {
      key: "price",
      label: say("rowPrice"),
      values: products.map((p) => String(p.tile.price.final)),
      cells: products.map((p) => (
        <Price
          key={p.tile.sku}
          regular={p.tile.price.regular}
          special={p.tile.price.special}
          from={p.tile.price.from}
          prior={p.tile.price.priorLowest ?? null}
        />
      )),
    },
    text(
      "brand",
      say("rowBrand"),
      products.map((p) => p.brand ?? NONE),
    ),
    ...attributes.map((a) =>
      text(
        a.code,
        a.label,
        products.map((p) => (p.values[a.code]?.length ? p.values[a.code]!.join(", ") : NONE)),
      ),
    ),
    text(
      "sizes",
      say("rowSizes"),
      products.map((p) => (p.sizes === null ? NONE : p.sizes.length > 0 ? p.sizes.join(", ") : say("noSizes"))),
    ),
    text("rating", say("rowRating"), products.map(rating)),
    text(
      "availability",
      say("rowAvailability"),
      products.map((p) => (p.tile.inStock ? say("inStock") : say("soldOut"))),
    ),
  ];
}

/**
 * The products side by side (issue 32.2): a column each (image, name, price, remove), a row each
 * compared attribute; rows whose values differ are marked (and named so for screen readers), and
 * "Show only differences" hides the rest. Narrow screens scroll it sideways under sticky row names.
 */
export function CompareTable({
  products,
  attributes,
  say,
  locale,
  onRemove,
}: {
  products: CompareProductDto[];
  attributes: CompareProductsDto["attributes"];
  say: Say;
  locale: string;
  onRemove: (sku: string) => void;
}) {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const captionId = useId();
  const comparing = products.length > 1;
  const rows = rowsOf(products, attributes, say, locale).map((row) => ({
    ...row,
    differs: comparing && new Set(row.values).size > 1,
  }));
  const shown = onlyDifferences && comparing ? rows.filter((r) => r.differs) : rows;
  return (
    <div className="compare">
      {comparing && (
        <label className="compare__differences">
          <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
          {say("onlyDifferences")}
        </label>
      )}
      <div className="compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="compare-table" style={{ ["--compare-columns" as string]: products.length }}>
          <caption id={captionId} className="visually-hidden">
            {say("caption")}
          </caption>
          <thead>
            <tr>
              <td className="compare-table__corner" />
              {products.map((p) => (
                <th key={p.tile.sku} scope="col" className="compare-table__product">
                  <a className="compare-table__link" href={p.tile.url}>
                    <ProductImage
                      path={p.tile.image}
                      variant="tile"
                      alt=""
                      sizes="(min-width: 1024px) 240px, 45vw"
                      placeholder={false}
                    />
                    <span className="compare-table__name">{p.tile.name}</span>
                  </a>
                  <button
                    type="button"
                    className="compare-table__remove"
                    aria-label={say("remove", { name: p.tile.name })}
                    onClick={() => onRemove(p.tile.sku)}
                  >
                    {say("removeShort")}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} className={row.differs ? "is-different" : undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs && <span className="visually-hidden"> ({say("differs")})</span>}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={products[i]!.tile.sku}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
