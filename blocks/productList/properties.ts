import { z } from 'zod';
import { integer } from '../../src/model';
import { asyncPathProperty } from '../../src/model/asyncPath';
import { PRODUCT_SORTS } from './query';

export const MAX_PRODUCT_LIST_LIMIT = 48;

/** Product list: title, sortBy (bestsellerOrder), limit (4). */
export const productListProperties = z.object({
  title: z.string().default('Bestsellers'),
  sortBy: z.enum(PRODUCT_SORTS).default('bestsellerOrder'),
  limit: integer.pipe(z.number().min(1).max(MAX_PRODUCT_LIST_LIMIT)).default(4),
  /** A collection's urlName; empty lists the whole store. */
  collection: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]*$/, 'Use the collection’s URL name: lower-case letters, digits and dashes')
    .default(''),
  /** One card per design, not one per colour of it. */
  removeDuplicates: z.boolean().default(true),
  /** A GET path answering the products instead of the store's list. */
  asyncItems: asyncPathProperty,
  /** A GET path answering `{ title }` to show instead of the title above. */
  asyncData: asyncPathProperty,
});

export type ProductListProperties = z.output<typeof productListProperties>;
