import { z } from 'zod';
import { colourProperty, pixels } from '../../src/model/styleValues';

export const slideProperties = z.object({
  /** Names the slide for screen readers ("Summer sale"); '' leaves it to its content. */
  label: z.string().trim().max(80).default(''),
  backgroundColor: colourProperty(),
  backgroundImage: z.string().trim().default(''),
  /** The slide's least height in px (0: as tall as its content). */
  minHeight: pixels.pipe(z.number().min(0).max(1200)).default(0),
  padding: pixels.pipe(z.number().min(0).max(120)).default(0),
});

export type SlideProperties = z.output<typeof slideProperties>;
