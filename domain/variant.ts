/** A configurable product's variant as pages and the options island see it (priced for the store view). */
export interface VariantChoice {
  sku: string;
  /** Enabled (status 1). */
  enabled: boolean;
  inStock: boolean;
  /** Option value per configurable option code, e.g. { color: "49", size: "167" }. */
  options: Record<string, string>;
  /** Final price incl. tax, for breaking ties. */
  finalPrice: number;
}

export type VariantResult<V extends VariantChoice> =
  { variant: V; error: null } | { variant: null; error: "No available product variants" };

/**
 * SPEC §4 variant choice: skip disabled variants and (unless out-of-stock listing is on) those out
 * of stock; a requested sku wins; otherwise the variant matching most chosen options wins, ties
 * going to the cheaper; if none matches, the first available one; if none is available, an error.
 */
export function chooseVariant<V extends VariantChoice>(
  variants: readonly V[],
  {
    requestedSku,
    selected = {},
    allowOutOfStock = false,
  }: { requestedSku?: string | null; selected?: Record<string, string>; allowOutOfStock?: boolean } = {},
): VariantResult<V> {
  const available = variants.filter((v) => v.enabled && (allowOutOfStock || v.inStock));
  if (available.length === 0) return { variant: null, error: "No available product variants" };
  if (requestedSku) {
    const requested = available.find((v) => v.sku === requestedSku);
    if (requested) return { variant: requested, error: null };
  }
  const entries = Object.entries(selected).filter(([, value]) => value !== "");
  let best: V | null = null;
  let bestScore = 0;
  for (const variant of available) {
    const score = entries.filter(([code, value]) => variant.options[code] === value).length;
    if (score > bestScore || (score === bestScore && score > 0 && best && variant.finalPrice < best.finalPrice)) {
      best = variant;
      bestScore = score;
    }
  }
  return { variant: best ?? available[0]!, error: null };
}

/** Whether some available variant has exactly these option values (otherwise SPEC §8 "No such configuration…"). */
export function hasExactVariant(
  variants: readonly VariantChoice[],
  selected: Record<string, string>,
  allowOutOfStock = false,
): boolean {
  const entries = Object.entries(selected);
  return variants.some(
    (v) => v.enabled && (allowOutOfStock || v.inStock) && entries.every(([code, value]) => v.options[code] === value),
  );
}

/** Option values that can still be combined with the other chosen options (for greying out swatches and sizes). */
export function availableValues(
  variants: readonly VariantChoice[],
  code: string,
  selected: Record<string, string>,
  allowOutOfStock = false,
): Set<string> {
  const others = Object.entries(selected).filter(([c]) => c !== code);
  const values = new Set<string>();
  for (const v of variants) {
    if (!v.enabled || (!allowOutOfStock && !v.inStock)) continue;
    if (others.every(([c, value]) => v.options[c] === value)) {
      const value = v.options[code];
      if (value !== undefined) values.add(value);
    }
  }
  return values;
}
