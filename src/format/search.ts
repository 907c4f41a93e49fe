/**
 * Weighted text search: each query term scores 2 when it is a
 * whole word of the text, 1 when it only appears inside the text, 0 otherwise; an item's
 * score is the sum over the query's terms. Matching ignores case and accents.
 */
export const SEARCH_WEIGHTS = { partial: 1, fullWord: 2 } as const;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without accents: "Café" and "cafe" match each other. */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function wordsOf(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

/** The score of a text (or several texts of one item, taken together) for a query. */
export function searchScore(text: string | readonly string[], query: string): number {
  const joined = normalise(typeof text === 'string' ? text : text.join(' '));
  const words = new Set(joined.match(WORD) ?? []);
  let score = 0;
  for (const term of new Set(wordsOf(query))) {
    if (words.has(term)) score += SEARCH_WEIGHTS.fullWord;
    else if (joined.includes(term)) score += SEARCH_WEIGHTS.partial;
  }
  return score;
}

/**
 * The items that match a query, best first; equal scores keep their original order.
 * A query with no words filters nothing: every item, in its order.
 */
export function rankByQuery<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string | readonly string[],
): T[] {
  if (wordsOf(query).length === 0) return [...items];
  return items
    .map((item) => ({ item, score: searchScore(textOf(item), query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ item }) => item);
}
