import { z } from 'zod';

/** The split-test container: the name of the store's split test it places. */
export const splitTestProperties = z.object({
  /** Matches the test created in the dashboard (Split tests) by name. */
  name: z.string().trim().max(60).default('Split test'),
});

export type SplitTestProperties = z.output<typeof splitTestProperties>;
