/**
 * V8 heap snapshots through the inspector, summarised by kind of object (node type + constructor
 * name), so two snapshots of one isolate can be compared: what grew, in which kind of object.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Inspector } from "./inspector";

/** Self size and count of one kind of heap object. */
export interface HeapKind {
  kind: string;
  bytes: number;
  count: number;
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * Takes a heap snapshot (V8 runs a full GC first) and returns its JSON text. `poke` enters the
 * isolate: workerd runs queued inspector commands only then.
 */
export async function takeSnapshot(inspector: Inspector, poke: () => Promise<unknown>): Promise<string> {
  const chunks: string[] = [];
  const off = inspector.on("HeapProfiler.addHeapSnapshotChunk", (params) => chunks.push(String(params.chunk)));
  try {
    let done = false;
    const taken = inspector.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false }).then(() => (done = true));
    for (let tries = 0; !done; tries++) {
      if (tries === 1000) throw new Error("the isolate never ran HeapProfiler.takeHeapSnapshot");
      await poke();
      await Promise.race([taken, sleep(20)]);
    }
    return chunks.join("");
  } finally {
    off();
  }
}

/** Self sizes by kind: objects by constructor, strings, arrays and code by V8's node type and name. */
export function summarizeSnapshot(text: string): Map<string, HeapKind> {
  const raw = JSON.parse(text) as RawSnapshot;
  const fields = raw.snapshot.meta.node_fields;
  const types = raw.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = [fields.indexOf("type"), fields.indexOf("name"), fields.indexOf("self_size")];
  const kinds = new Map<string, HeapKind>();
  for (let i = 0; i < raw.nodes.length; i += width) {
    const type = types[raw.nodes[i + typeAt]!] ?? "?";
    const name = raw.strings[raw.nodes[i + nameAt]!] ?? "";
    // Strings and numbers are named by their value: group them by type alone.
    const kind =
      type === "object" || type === "closure" || type === "native" || type === "hidden" || type === "array"
        ? `${type} ${name.slice(0, 60)}`
        : type;
    const entry = kinds.get(kind) ?? { kind, bytes: 0, count: 0 };
    entry.bytes += raw.nodes[i + sizeAt]!;
    entry.count++;
    kinds.set(kind, entry);
  }
  return kinds;
}

/** The kinds that grew most from `before` to `after` (bytes), largest first. */
export function growth(before: Map<string, HeapKind>, after: Map<string, HeapKind>, top = 10): HeapKind[] {
  const out: HeapKind[] = [];
  for (const [kind, a] of after) {
    const b = before.get(kind);
    out.push({ kind, bytes: a.bytes - (b?.bytes ?? 0), count: a.count - (b?.count ?? 0) });
  }
  for (const [kind, b] of before) if (!after.has(kind)) out.push({ kind, bytes: -b.bytes, count: -b.count });
  return out.sort((x, y) => y.bytes - x.bytes).slice(0, top);
}

/** The largest kinds of a summary. */
export function largest(kinds: Map<string, HeapKind>, top = 15): HeapKind[] {
  return [...kinds.values()].sort((a, b) => b.bytes - a.bytes).slice(0, top);
}
