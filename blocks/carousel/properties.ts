import { z } from 'zod';
import { numeric } from '../../src/model';

/** Items in view; a fraction shows part of the next item, a hint that the row scrolls. */
const inView = numeric.pipe(z.number().min(1).max(6));

export const carouselProperties = z.object({
  itemsXs: inView.default(1.25),
  itemsMd: inView.default(2.5),
  itemsLg: inView.default(4),
  /** Previous and next buttons (the row also scrolls by touch, trackpad and keyboard). */
  arrows: z.boolean().default(true),
  label: z.string().trim().max(80).default('Featured'),
});

export type CarouselProperties = z.output<typeof carouselProperties>;
