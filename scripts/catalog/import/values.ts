/**
 * Conversions from the loosely typed values of Magento / Vue Storefront dumps ("32.0000", "1",
 * "80,81,84", "2017-09-16 15:46:46") to the snapshot's types. Each returns null for an absent or
 * empty value and throws InvalidValue for one it cannot read, so a normaliser can tell "missing"
 * from "malformed" and report the field by name (see `read`).
 */

export type Source = Record<string, unknown>;

export class InvalidValue extends Error {}

export function isRecord(value: unknown): value is Source {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAbsent(value: unknown): value is null | undefined | "" {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
}

/** Runs a conversion; an InvalidValue becomes "field: message" in `problems` and the result null. */
export function read<T>(problems: string[], field: string, convert: () => T): T | null {
  try {
    return convert();
  } catch (error) {
    if (!(error instanceof InvalidValue)) throw error;
    problems.push(`${field}: ${error.message}`);
    return null;
  }
}

/** Records "field: missing" when a required value is absent. */
export function required<T>(problems: string[], field: string, value: T | null): value is T {
  if (value !== null) return true;
  if (!problems.some((p) => p.startsWith(`${field}: `))) problems.push(`${field}: missing`);
  return false;
}

export function toNumber(value: unknown): number | null {
  if (isAbsent(value)) return null;
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(n)) throw new InvalidValue(`not a number (${show(value)})`);
  return n;
}

export function toInt(value: unknown): number | null {
  const n = toNumber(value);
  if (n === null) return null;
  if (!Number.isInteger(n)) throw new InvalidValue(`not an integer (${show(value)})`);
  return n;
}

/** Magento prices are floats or decimal strings ("32.0000"); the snapshot keeps integer cents. */
export function toCents(value: unknown): number | null {
  const n = toNumber(value);
  if (n === null) return null;
  if (n < 0) throw new InvalidValue(`negative price (${show(value)})`);
  // Round on the decimal digits rather than n * 100, which turns 19.995 into 1999.4999….
  const [whole = "0", fraction = ""] = n.toFixed(6).split(".");
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2));
  return Number(fraction[2] ?? "0") >= 5 ? cents + 1 : cents;
}

/** A special price of 0 means "none" in Magento exports. */
export function toSpecialCents(value: unknown): number | null {
  const cents = toCents(value);
  return cents === 0 ? null : cents;
}

const MAGENTO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2})?(\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** "2017-09-16 15:46:46" (Magento stores UTC) → "2017-09-16T15:46:46Z"; also ISO strings and epoch numbers. */
export function toIsoDate(value: unknown): string | null {
  if (isAbsent(value) || (typeof value === "string" && value.startsWith("0000-00-00"))) return null;
  if (typeof value === "number") {
    // Elasticsearch "epoch_millis"; a value this small can only be seconds.
    const date = new Date(value < 1e11 ? value * 1000 : value);
    if (Number.isNaN(date.getTime())) throw new InvalidValue(`not a date (${show(value)})`);
    return date.toISOString().replace(/\.000Z$/, "Z");
  }
  if (typeof value !== "string") throw new InvalidValue(`not a date (${show(value)})`);
  const match = MAGENTO_DATE.exec(value.trim());
  if (!match) throw new InvalidValue(`not a date (${show(value)})`);
  const [, day, time = "00:00", seconds = ":00", fraction = "", zone = "Z"] = match;
  const offset = zone.toUpperCase() === "Z" ? "Z" : zone.includes(":") ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const iso = `${day}T${time}${seconds}${fraction}${offset}`;
  if (Number.isNaN(Date.parse(iso))) throw new InvalidValue(`not a date (${show(value)})`);
  return iso;
}

export function toBool(value: unknown): boolean | null {
  if (isAbsent(value)) return null;
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === "string") {
    const text = value.trim().toLowerCase();
    if (["1", "true", "yes"].includes(text)) return true;
    if (["0", "false", "no"].includes(text)) return false;
  }
  throw new InvalidValue(`not a yes/no value (${show(value)})`);
}

export function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  // Some exports wrap single values in a list (mage2vuestorefront: "name": ["…"]).
  if (Array.isArray(value) && value.length === 1) return toText(value[0]);
  throw new InvalidValue(`not text (${show(value)})`);
}

/** Option values of select, multiselect and boolean attributes: "80,81,84" → ["80", "81", "84"]. */
export function toValueList(value: unknown): string[] {
  if (isAbsent(value)) return [];
  if (typeof value === "boolean") return [value ? "1" : "0"];
  if (typeof value === "number") return [String(value)];
  if (typeof value === "string")
    return value
      .split(",")
      .map((v) => v.trim())
      .filter((v) => v !== "");
  if (Array.isArray(value)) return [...new Set(value.flatMap(toValueList))];
  throw new InvalidValue(`not an option value (${show(value)})`);
}

const MEDIA_PATH = /^\/[\w./-]+$/;

/** A Magento media path ("/w/t/wt06-blue_main.jpg"); "no_selection" is Magento's "no image". */
export function toMediaPath(value: unknown): string | null {
  if (isAbsent(value) || value === "no_selection") return null;
  if (typeof value !== "string") throw new InvalidValue(`not a media path (${show(value)})`);
  const path = value.startsWith("/") ? value.trim() : `/${value.trim()}`;
  if (!MEDIA_PATH.test(path) || path.includes("..")) throw new InvalidValue(`not a media path (${show(value)})`);
  return path;
}

/** A list field that may be absent, null, a single object, or (VSF stock) an array of one. */
export function toRecords(value: unknown): Source[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}
