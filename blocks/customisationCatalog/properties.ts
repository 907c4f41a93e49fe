import { z } from 'zod';
import { integer } from '../../src/model';
import { asyncPathProperty } from '../../src/model/asyncPath';

export const MAX_CATALOG_LIMIT = 24;

export const customisationCatalogProperties = z.object({
  title: z.string().default('Design your own'),
  copy: z.string().default('Pick a product and make it yours in the studio.'),
  /** A collection's urlName holding the customisable products; empty lists the whole store. */
  collection: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]*$/, 'Use the collection’s URL name: lower-case letters, digits and dashes')
    .default(''),
  limit: integer.pipe(z.number().min(1).max(MAX_CATALOG_LIMIT)).default(8),
  buttonText: z.string().default('Customise'),
  /** A GET path answering the products instead of the store list. */
  asyncItems: asyncPathProperty,
});

export type CustomisationCatalogProperties = z.output<typeof customisationCatalogProperties>;
