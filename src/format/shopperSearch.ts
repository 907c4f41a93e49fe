import { searchScore } from './search';

/**
 * Storefront product search: the spec's weights (a full word 2, a partial match 1) applied
 * the way a shopper types. Each query word is scored by its best form: itself, its
 * singular ("hoodies" -> "hoodie") or a garment synonym ("tee" -> "t-shirt"). Hyphenated
 * names also match written together ("tshirt" finds "T-Shirt"). Words of a query add up;
 * a product matches when any word does.
 */

/** Words a shopper uses for the same garment; every word of a group finds the others. */
export const GARMENT_SYNONYMS: readonly (readonly string[])[] = [
  ['tee', 'tshirt', 't-shirt'],
  ['hoodie', 'hoody'],
  ['sweater', 'jumper', 'sweatshirt'],
];

const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

const normalise = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** "hoodies" -> "hoodie", "tees" -> "tee"; short words and "ss" endings stay. */
const singular = (word: string): string =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/** The forms a query word is searched by: itself, its singular and their synonyms. */
export function queryForms(word: string): string[] {
  const forms = new Set([word, singular(word)]);
  for (const form of [...forms]) {
    const compact = form.replaceAll('-', '');
    for (const group of GARMENT_SYNONYMS) {
      if (group.some((each) => each.replaceAll('-', '') === compact))
        group.forEach((each) => forms.add(each));
    }
  }
  return [...forms];
}

/** A text with each hyphenated name also written together: "T-Shirt" -> "t-shirt tshirt". */
function searchableText(texts: readonly string[]): string {
  const joined = normalise(texts.join(' '));
  const compounds = (joined.match(WORD) ?? []).filter((word) => word.includes('-'));
  return [joined, ...compounds.map((word) => word.replaceAll('-', ''))].join(' ');
}

/** The score of a product's texts for a shopper's query. */
export function shopperSearchScore(texts: readonly string[], query: string): number {
  const text = searchableText(texts);
  let score = 0;
  for (const word of new Set(normalise(query).match(WORD) ?? [])) {
    score += Math.max(
      ...queryForms(word).map((form) => searchScore(text, form.replaceAll('-', ''))),
    );
  }
  return score;
}

/** The items matching a shopper's query, best first; equal scores keep their order. */
export function rankForShopper<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
): T[] {
  if ((normalise(query).match(WORD) ?? []).length === 0) return [...items];
  return items
    .map((item) => ({ item, score: shopperSearchScore(textsOf(item), query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ item }) => item);
}
