import { z } from 'zod';
import { colourProperty, pixels } from '../../src/model/styleValues';

export const rowProperties = z.object({
  backgroundColor: colourProperty(),
  /** An image URL covering the row behind its blocks; '' for none. */
  backgroundImage: z.string().trim().default(''),
  /** Space inside the row around its blocks, in px. */
  padding: pixels.pipe(z.number().min(0).max(120)).default(0),
  /** How blocks of different heights line up. */
  verticalAlignment: z.enum(['top', 'center', 'bottom', 'stretch']).default('stretch'),
});

export type RowProperties = z.output<typeof rowProperties>;
