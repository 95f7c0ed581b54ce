import { SEARCH_HISTORY_MAX } from "../../schema/constants";

/**
 * SPEC §5/§9 search history: at most 4 queries, newest first, saved only when they found
 * something, never twice, and never a query that is a prefix of one already saved (while typing,
 * a longer query replaces the prefix it grew from).
 */
export function addToHistory(history: readonly string[], query: string, found: number): string[] {
  const q = query.trim();
  if (found <= 0 || q.length === 0) return [...history];
  const lower = q.toLowerCase();
  if (history.some((h) => h.toLowerCase() === lower || h.toLowerCase().startsWith(lower))) return [...history];
  const rest = history.filter((h) => !lower.startsWith(h.toLowerCase()));
  return [q, ...rest].slice(0, SEARCH_HISTORY_MAX);
}

const KEY = "search-history";

export function loadHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((x): x is string => typeof x === "string").slice(0, SEARCH_HISTORY_MAX)
      : [];
  } catch {
    return [];
  }
}

export function saveHistory(history: readonly string[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(history));
  } catch {
    // Private mode or a full storage: history is a convenience, so losing it is fine.
  }
}
