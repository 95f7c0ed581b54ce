/**
 * What every entity's import shares: normalising documents (a skipped one with its reason, a
 * repeated key noted, the first kept) and validating against the snapshot's schemas, collecting the
 * report's notes and skipped documents.
 */
import type { z } from "zod";
import type { NormalizeResult } from "./normalize-attribute";
import type { RawDoc } from "./read-dump";
import { Notes, type SkippedDocument } from "./report";
import type { Source } from "./values";

export interface Normalized<T> {
  value: T;
  doc: RawDoc;
}

export class Importer {
  readonly notes = new Notes();
  readonly skipped: SkippedDocument[] = [];

  normalize<T>(
    docs: RawDoc[],
    convert: (source: Source) => NormalizeResult<T>,
    key: (value: T) => string | number,
  ): Normalized<T>[] {
    const seen = new Set<string | number>();
    const result: Normalized<T>[] = [];
    for (const doc of docs) {
      const value = this.normalizeOne(doc, convert, key, seen);
      if (value !== null) result.push({ value, doc });
    }
    return result;
  }

  /** One document normalised, or null when it is skipped (with its reason) or repeats a key in `seen` (noted). */
  normalizeOne<T, K extends string | number>(
    doc: RawDoc,
    convert: (source: Source) => NormalizeResult<T>,
    key: (value: T) => K,
    seen: Set<K>,
  ): T | null {
    const outcome = convert(doc.source);
    if (!outcome.ok) {
      this.skipped.push({ entity: doc.entity, id: doc.id, location: doc.location, reason: outcome.reason });
      return null;
    }
    const k = key(outcome.value);
    if (seen.has(k)) {
      this.notes.add(`${doc.entity} documents repeated (the first is kept)`, String(k));
      return null;
    }
    seen.add(k);
    return outcome.value;
  }

  /** Validates with the snapshot's zod schema; an invalid entity is skipped with its issues by field path. */
  validate<T>(items: { value: T; doc: Pick<RawDoc, "entity" | "id" | "location"> }[], schema: z.ZodType<T>): T[] {
    const valid: T[] = [];
    for (const { value, doc } of items) {
      const parsed = schema.safeParse(value);
      if (parsed.success) valid.push(parsed.data);
      else {
        const reason = parsed.error.issues.map((i) => `${i.path.join(".") || "(document)"}: ${i.message}`).join("; ");
        this.skipped.push({ entity: doc.entity, id: doc.id, location: doc.location, reason });
      }
    }
    return valid;
  }
}
