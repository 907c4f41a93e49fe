import type { SplitTest } from '../model';

/** The spec's messages. */
export const SPLIT_TEST_MESSAGES = {
  misplacedVariation: 'tml-split-test-variation should be placed in the slot of a tml-split-test',
  inactive: (name: string) => `Split Test ${name} doesn't exist or is no longer active`,
} as const;

/** The homepage split test's variants (spec). */
export const HOMEPAGE_VARIANTS = ['Old', 'New'] as const;
/** The cookie holding the visitor's id-to-variation map. */
export const SPLIT_TEST_COOKIE = 'split-tests';
/** The query parameter forcing variations (a comma list of variation names). */
export const FORCE_PARAM = 'split-var';

/** A split test as placed in a layout: its name and variations, one marked default. */
export interface PlacedSplitTest {
  name: string;
  variations: ReadonlyArray<{ name: string; default?: boolean }>;
}

export type VariationChoice = { kind: 'variation'; name: string } | { kind: 'none'; error: string };

/**
 * Which variation of a placed split test shows (spec, split test):
 * 1. the route query for the test's name, when it names one of its variations;
 * 2. otherwise the default variation when no test is stored (the store has no active
 *    test of that name: it logs "Split Test {name} doesn't exist or is no longer active");
 * 3. otherwise the stored active variation (the first one assigned, kept for consistency);
 *    when the block has no slot of that name (renamed since the test was created), the
 *    default shows rather than nothing.
 */
export function chooseVariation(
  placed: PlacedSplitTest,
  query: Record<string, unknown>,
  stored: readonly SplitTest[],
): VariationChoice & { warning?: string } {
  const names = placed.variations.map((variation) => variation.name);
  const asked = query[placed.name];
  if (typeof asked === 'string' && names.includes(asked)) return { kind: 'variation', name: asked };
  const fallback = placed.variations.find((variation) => variation.default) ?? placed.variations[0];
  const test = stored.find((each) => each.name === placed.name);
  if (!test || !test.variation) {
    const warning = SPLIT_TEST_MESSAGES.inactive(placed.name);
    return fallback
      ? { kind: 'variation', name: fallback.name, warning }
      : { kind: 'none', error: warning };
  }
  if (!names.includes(test.variation.name) && fallback)
    return { kind: 'variation', name: fallback.name };
  return { kind: 'variation', name: test.variation.name };
}

/** A variation rendered outside a split test's slot shows nothing and logs this. */
export function variationOutsideTest(): VariationChoice {
  return { kind: 'none', error: SPLIT_TEST_MESSAGES.misplacedVariation };
}

/** `split-var=B,New` → ['B', 'New']. */
export function forcedVariations(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The cookie's id-to-variation map: `12:34,13:36` (test id : variation id). */
export function parseAssignments(raw: string | undefined): Map<number, number> {
  const map = new Map<number, number>();
  for (const pair of (raw ?? '').split(',')) {
    const [test, variation] = pair.split(':').map(Number);
    if (
      Number.isSafeInteger(test) &&
      Number.isSafeInteger(variation) &&
      test! > 0 &&
      variation! > 0
    )
      map.set(test!, variation!);
  }
  return map;
}

export function formatAssignments(map: ReadonlyMap<number, number>): string {
  return [...map].map(([test, variation]) => `${test}:${variation}`).join(',');
}

export interface ActiveTest {
  id: number;
  code: string;
  name: string;
  variations: ReadonlyArray<{ id: number; name: string }>;
}

/**
 * A visitor's variations of the store's active tests, and what to remember. A variation
 * named in `split-var` is forced (and remembered); otherwise the remembered one stays
 * (sticky); otherwise one is drawn (`random` in [0, 1)) and the test is newly discovered.
 */
export function assignVariations(
  active: readonly ActiveTest[],
  remembered: ReadonlyMap<number, number>,
  forced: readonly string[],
  random: () => number,
): { splitTests: SplitTest[]; assignments: Map<number, number>; discovered: number[] } {
  const assignments = new Map<number, number>();
  const discovered: number[] = [];
  const splitTests = active.flatMap((test) => {
    if (test.variations.length === 0) return [];
    const forcedOne = test.variations.find((variation) => forced.includes(variation.name));
    const kept = test.variations.find((variation) => variation.id === remembered.get(test.id));
    let variation = forcedOne ?? kept;
    if (!variation) {
      const index = Math.min(
        test.variations.length - 1,
        Math.floor(random() * test.variations.length),
      );
      variation = test.variations[index]!;
    }
    if (!kept || kept.id !== variation.id) discovered.push(test.id);
    assignments.set(test.id, variation.id);
    return [
      {
        id: test.id,
        code: test.code,
        name: test.name,
        variation: { id: variation.id, name: variation.name },
        availableVariations: test.variations.map(({ id, name }) => ({ id, name })),
        discovered: true,
      },
    ];
  });
  return { splitTests, assignments, discovered };
}
