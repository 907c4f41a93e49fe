import { z } from 'zod';
import { pixels } from '../../src/model/styleValues';

export const placeholderProperties = z.object({
  /** What belongs here, shown to the seller ("Your logo", "Product photos"). */
  label: z.string().trim().max(80).default('Add a block here'),
  /** Space the placeholder takes in the editor, in px. */
  height: pixels.pipe(z.number().min(40).max(800)).default(160),
});

export type PlaceholderProperties = z.output<typeof placeholderProperties>;
