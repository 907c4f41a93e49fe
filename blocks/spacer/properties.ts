import { z } from 'zod';
import { pixels } from '../../src/model/styleValues';

export const SPACER_MAX_HEIGHT = 400;

export const spacerProperties = z.object({
  /** Empty space in px. */
  height: pixels.pipe(z.number().min(0).max(SPACER_MAX_HEIGHT)).default(48),
  /** Draws a thin rule across the middle of the space. */
  divider: z.boolean().default(false),
});

export type SpacerProperties = z.output<typeof spacerProperties>;
