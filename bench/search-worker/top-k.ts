/** Both engines' timed result: the best TOP_K matches, sorted by score (a page of search results). */
export const TOP_K = 50;

/** The k best of a score map, sorted by score (ties by id, so the order is stable). */
export function topK(scores: ReadonlyMap<number, number>, k: number): [number, number][] {
  return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, k);
}
