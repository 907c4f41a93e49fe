import { z } from 'zod';

/** The offer's own terms are fixed (remill.ts); sellers word the invitation around them. */
export const remillReturnProperties = z.object({
  title: z.string().default('Return an item, any brand'),
  copy: z
    .string()
    .default(
      'Send us your old cotton clothes, from any brand. We turn them into new ones, pay the postage and thank you with a coupon.',
    ),
  buttonText: z.string().default('Return an item'),
});

export type RemillReturnProperties = z.output<typeof remillReturnProperties>;
