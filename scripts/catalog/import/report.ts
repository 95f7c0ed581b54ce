/** What an import did: counts, skipped documents, warnings; and the printed summary. */
import { PRODUCT_TYPES, type ProductType } from "../../../schema/catalog/snapshot";

export interface SkippedDocument {
  entity: string;
  /** The document's `_id`, else its id or sku; "line N" for unreadable lines. */
  id: string;
  /** "catalog.json:17" (line) or "products.json#3" (array element). */
  location: string;
  reason: string;
}

export interface InputFile {
  path: string;
  /** elasticdump lines, a JSON array (or search response), a single JSON document, or unreadable. */
  format: "lines" | "array" | "json" | "unreadable";
  documents: number;
}

export interface ImportReport {
  /** The catalogue's `source`, e.g. "import: vsf-luma-2017/catalog.json". */
  source: string;
  files: InputFile[];
  /** Documents read per entity; store-view dumps as "category@de". */
  read: Record<string, number>;
  products: { total: number; byType: Record<ProductType, number>; children: number };
  categories: number;
  attributes: number;
  taxRules: number;
  /** Valid tax rules read from the dumps (taxRules also counts our own). */
  sourceTaxRules: number;
  /** Documents of entities the snapshot has no place for (cms_block, review…) and unused store views. */
  ignored: { total: number; byEntity: Record<string, number> };
  skipped: SkippedDocument[];
  warnings: string[];
  /** What happened to the tax rules (source rules kept, NL/DE replaced, default added). */
  tax: string[];
  /** What store-view dumps contributed ("de: 39 of 39 category documents merged into the de texts"). */
  storeViews: string[];
  rootCategoryId: number;
}

/**
 * Collects warnings grouped by message, so 83 products without a url_key make one line with a few
 * examples instead of 83 lines.
 */
export class Notes {
  private readonly groups = new Map<string, string[]>();
  private readonly counts = new Map<string, number>();

  add(message: string, example?: string): void {
    this.counts.set(message, (this.counts.get(message) ?? 0) + 1);
    const examples = this.groups.get(message) ?? [];
    if (example !== undefined && examples.length < 5) examples.push(example);
    this.groups.set(message, examples);
  }

  list(): string[] {
    return [...this.groups].map(([message, examples]) => {
      const count = this.counts.get(message) ?? 0;
      if (examples.length === 0) return count > 1 ? `${message} (${count}×)` : message;
      const more = count > examples.length ? `, … (${count} in all)` : count > 1 ? ` (${count})` : "";
      return `${message}: ${examples.join(", ")}${more}`;
    });
  }
}

export function emptyByType(): Record<ProductType, number> {
  return Object.fromEntries(PRODUCT_TYPES.map((t) => [t, 0])) as Record<ProductType, number>;
}

export interface WriteSummary {
  version: string;
  dir: string;
  images: number;
  media: boolean;
  warnings: string[];
}

const SKIPPED_SHOWN = 20;

function counted(record: Record<string, number>): string {
  return Object.entries(record)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
}

/** The summary `npm run catalog:import` prints; `notWritten` says why there is no snapshot when `written` is null. */
export function formatReport(
  report: ImportReport,
  written: WriteSummary | null,
  notWritten = "Dry run: nothing written.",
): string {
  const pad = (label: string, n: number) => `  ${label.padEnd(14)}${String(n).padStart(6)}`;
  const lines = [`Catalogue import (${report.source})`];
  for (const file of report.files) lines.push(`  read ${file.path}: ${file.documents} documents (${file.format})`);
  lines.push(`  documents by entity: ${counted(report.read) || "none"}`, "", "Imported:");
  lines.push(`${pad("products", report.products.total)}  (${counted(report.products.byType) || "none"})`);
  lines.push(pad("children", report.products.children));
  lines.push(`${pad("categories", report.categories)}  (root category ${report.rootCategoryId})`);
  lines.push(pad("attributes", report.attributes));
  lines.push(pad("tax rules", report.taxRules));
  lines.push(
    `${pad("ignored", report.ignored.total)}${report.ignored.total > 0 ? `  (${counted(report.ignored.byEntity)})` : ""}`,
  );
  if (report.storeViews.length > 0) lines.push("", "Store views:", ...report.storeViews.map((t) => `  ${t}`));
  if (report.tax.length > 0) lines.push("", "Tax rules:", ...report.tax.map((t) => `  ${t}`));
  lines.push("", `Skipped documents: ${report.skipped.length}`);
  for (const s of report.skipped.slice(0, SKIPPED_SHOWN))
    lines.push(`  ${s.entity} ${s.id}: ${s.reason} (${s.location})`);
  if (report.skipped.length > SKIPPED_SHOWN) lines.push(`  … and ${report.skipped.length - SKIPPED_SHOWN} more`);
  const warnings = [...report.warnings, ...(written?.warnings ?? [])];
  lines.push("", `Warnings: ${warnings.length}`, ...warnings.map((w) => `  ${w}`), "");
  if (written) {
    lines.push(`Images written: ${written.media ? written.images : "none (no --media)"}`);
    lines.push(`Snapshot ${written.version} written to ${written.dir}`);
  } else {
    lines.push(notWritten);
  }
  return lines.join("\n");
}
