import { queryWords } from "./text-match";

/** Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest known word within two edits (ties: the more frequent), or null when the word is known or nothing is close. */
export function closestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | null {
  if (vocabulary.has(word) || word.length < 3) return null;
  let best: string | null = null;
  let bestDistance = 3;
  let bestCount = 0;
  for (const [candidate, count] of vocabulary) {
    const d = editDistance(word, candidate, 2);
    if (d < bestDistance || (d === bestDistance && count > bestCount)) {
      best = candidate;
      bestDistance = d;
      bestCount = count;
    }
  }
  return bestDistance <= 2 ? best : null;
}

/** SPEC §3 suggestions ("did you mean"): the query with unknown words replaced by the closest known ones. */
export function suggestQuery(term: string, vocabulary: ReadonlyMap<string, number>): string | null {
  const words = queryWords(term);
  let changed = false;
  const corrected = words.map((w) => {
    const fix = closestWord(w, vocabulary);
    if (fix) changed = true;
    return fix ?? w;
  });
  return changed ? corrected.join(" ") : null;
}
