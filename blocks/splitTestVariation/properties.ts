import { z } from 'zod';

/** One variation of a split test: its name (as in the dashboard) and the default flag. */
export const splitTestVariationProperties = z.object({
  name: z.string().trim().max(60).default('Variation'),
  /** Shown when the test is not running (or unknown); mark exactly one per test. */
  default: z.boolean().default(false),
});

export type SplitTestVariationProperties = z.output<typeof splitTestVariationProperties>;
