/**
 * Reading a V8 CPU profile (the inspector's `Profiler.stop`) of the worker: time per function, its
 * own ("self") and with what it calls ("total"), named after the source through the bundle's
 * source map, per request. Used by `npm run bench:cpu -- profile`.
 */
import type { SourceMap } from "node:module";

/** The parts of a `Profiler.Profile` this reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionTime {
  /** `name source:line`, e.g. `search node_modules/hono/dist/router/trie-router/node.js:51`. */
  name: string;
  /** Microseconds per request, in the function itself. */
  selfUs: number;
  /** Microseconds per request, the function and what it called (counted once when it recurses). */
  totalUs: number;
  /** The callers that account for most of its own time, outermost last. */
  callers: string[];
}

/**
 * Time per function and request, longest own time first. `sourceMap` maps the bundle's positions to
 * the sources (frames outside the bundle, e.g. workerd's own, keep the profile's name).
 */
export function functionTimes(profile: CpuProfile, requests: number, sourceMap?: SourceMap): FunctionTime[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const names = new Map<number, string>();
  const nameOf = (id: number): string => {
    const known = names.get(id);
    if (known !== undefined) return known;
    const { functionName, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    const entry: { originalSource?: string; originalLine?: number } | undefined =
      lineNumber < 0 ? undefined : sourceMap?.findEntry(lineNumber, columnNumber);
    const source = entry?.originalSource
      ? ` ${entry.originalSource.replace(/^.*?\b(node_modules|worker|client|schema|domain)\//, "$1/")}:${(entry.originalLine ?? 0) + 1}`
      : "";
    const name = `${functionName || "(anonymous)"}${source}`;
    names.set(id, name);
    return name;
  };
  const sampled = new Map<number, number>();
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const callers = new Map<string, Map<string, number>>();
  for (const [id, us] of sampled) {
    const name = nameOf(id);
    self.set(name, (self.get(name) ?? 0) + us);
    const chain: string[] = [];
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = nameOf(at);
      if (at !== id && chain.length < 4) chain.push(frame);
      if (seen.has(frame)) continue;
      seen.add(frame);
      total.set(frame, (total.get(frame) ?? 0) + us);
    }
    const key = chain.join(" < ");
    const own = callers.get(name) ?? new Map<string, number>();
    own.set(key, (own.get(key) ?? 0) + us);
    callers.set(name, own);
  }
  return [...total.keys()]
    .map((name) => ({
      name,
      selfUs: (self.get(name) ?? 0) / requests,
      totalUs: total.get(name)! / requests,
      callers: [...(callers.get(name) ?? [])].sort((a, b) => b[1] - a[1]).map(([chain]) => chain),
    }))
    .sort((a, b) => b.selfUs - a.selfUs || b.totalUs - a.totalUs);
}
