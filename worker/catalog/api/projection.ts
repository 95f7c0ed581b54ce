/** SPEC §7 includeFields / excludeFields: keep or drop top-level fields of API documents. */
export function project<T extends Record<string, unknown>>(
  doc: T,
  include: readonly string[] | undefined,
  exclude: readonly string[] | undefined,
): Partial<T> {
  const entries = Object.entries(doc).filter(
    ([key]) => (!include || include.length === 0 || include.includes(key)) && !(exclude ?? []).includes(key),
  );
  return Object.fromEntries(entries) as Partial<T>;
}

/** "a,b,c" → ["a","b","c"]; empty → undefined. */
export function fieldList(value: string | undefined): string[] | undefined {
  const list = value
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return list && list.length > 0 ? list : undefined;
}
