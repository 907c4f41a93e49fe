import type { Block } from '../model';
import type { PlacedSplitTest } from './assignment';
import { createBlockTestSchema } from './schemas';

/** The split-test container block (the spec's tml-split-test) and its slot block. */
export const SPLIT_TEST_BLOCK = 'splitTest';
/** One variation: a slot of the container holding blocks (tml-split-test-variation). */
export const SPLIT_TEST_VARIATION_BLOCK = 'splitTestVariation';

/** Saved pages keep flags as strings ("saved state"), so `'true'` counts as marked. */
const isMarked = (value: unknown) => value === true || value === 'true';

/**
 * The test a container places: its name and the variations its slots hold, in order.
 * Reads the slots' stored properties (`name`, `default`), so it works on prepared
 * storefront pages and on the editor's raw page alike.
 */
export function placedTestOf(name: string, items: readonly Block[]): PlacedSplitTest {
  return {
    name,
    variations: items
      .filter((item) => item.type === SPLIT_TEST_VARIATION_BLOCK)
      .map((item) => ({
        name: String(item.properties.name ?? '').trim(),
        default: isMarked(item.properties.default),
      })),
  };
}

/**
 * What keeps a placed test from being created as a block test (too few or too many
 * variations, no single default, repeated or invalid names), in the create schema's own
 * words; null when it can be created.
 */
export function placedTestProblem(placed: PlacedSplitTest): string | null {
  const result = createBlockTestSchema.safeParse({ kind: 'block', ...placed });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The console line an internal user (staff, or signed in as staff) sees when a split
 * test starts for this visit (spec: internal users get a console log of split-test
 * starts). The spec gives no wording; this names the test and the variation shown.
 */
export function splitTestStartLog(test: {
  name: string;
  variation: { name: string } | null;
}): string | null {
  return test.variation
    ? `Split test ${test.name} started: showing variation ${test.variation.name}`
    : null;
}
