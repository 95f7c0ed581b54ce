/**
 * The files an operator hands the sku-by-sku tools (`stock import`, `price import`): a JSON array of
 * objects, or CSV lines (a header line starting with `sku` is allowed). Each tool checks the values.
 */

/** One entry of a file and where it is in it ("item 3", "line 7"): a JSON object, or a CSV line's cells. */
export type SkuFileRow = { where: string; item: Record<string, unknown> } | { where: string; cells: string[] };

/** The rows of a file (`split` cuts a CSV line into cells), or the problem that keeps it from being read. */
export function readSkuFile(
  text: string,
  split: (line: string) => string[],
): { rows: SkuFileRow[] } | { problem: string } {
  if (text.trimStart().startsWith("[")) {
    let items: unknown;
    try {
      items = JSON.parse(text);
    } catch (error) {
      return { problem: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
    }
    if (!Array.isArray(items)) return { problem: "not a JSON array" };
    return {
      rows: items.map((item: unknown, i) => ({
        where: `item ${i + 1}`,
        item: item !== null && typeof item === "object" ? (item as Record<string, unknown>) : {},
      })),
    };
  }
  const rows: SkuFileRow[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    const cells = split(line).map((cell) => cell.trim().replace(/^"|"$/g, ""));
    if (i === 0 && /^sku$/i.test(cells[0] ?? "")) return;
    rows.push({ where: `line ${i + 1}`, cells });
  });
  return { rows };
}

/** At most this many problems are listed. */
const PROBLEMS_SHOWN = 10;

/** The problems as the tools list them: the first ten, then how many more. */
export function shownProblems(problems: readonly string[]): string[] {
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  if (problems.length > PROBLEMS_SHOWN) shown.push(`and ${problems.length - PROBLEMS_SHOWN} more`);
  return shown;
}
