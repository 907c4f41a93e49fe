import { z } from 'zod';
import { integer } from '../../src/model';
import { asyncPathProperty } from '../../src/model/asyncPath';

export const interactionsProperties = z.object({
  title: z.string().default('Love this design?'),
  /** The product liked and shared; empty shares the page itself and offers no like. */
  productUrlName: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]*$/, 'Use the product’s URL name: lower-case letters, digits and dashes')
    .default(''),
  /** Shared along with the link (the product's name, a slogan...). */
  shareText: z.string().default(''),
  showLike: z.boolean().default(true),
  showShare: z.boolean().default(true),
  /** A GET path answering `{ likes?, shares? }` to show counts. */
  asyncData: asyncPathProperty,
});

export type InteractionsProperties = z.output<typeof interactionsProperties>;

export const interactionCountsSchema = z.object({
  likes: integer.pipe(z.number().min(0)).optional(),
  shares: integer.pipe(z.number().min(0)).optional(),
});
export type InteractionCounts = z.output<typeof interactionCountsSchema>;
