import { z } from 'zod';

export const storeHiddenProperties = z.object({
  /** Why the content is kept off the store, shown to the team in the editor. */
  note: z.string().trim().max(200).default('Hidden on your store'),
});

export type StoreHiddenProperties = z.output<typeof storeHiddenProperties>;
