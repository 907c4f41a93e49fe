import { z } from 'zod';
import { integer } from '../../src/model';
import { SLIDESHOW_DEFAULT_SPEED } from './rule';

/** slideshow: speed (default 5000 ms), mode, navigation; plus the Slide show fields. */
export const slideshowProperties = z.object({
  /** Time each slide shows, in ms. */
  speed: integer.pipe(z.number().min(1000).max(60_000)).default(SLIDESHOW_DEFAULT_SPEED),
  mode: z.enum(['slideshow', 'random']).default('slideshow'),
  /** Previous and next buttons. */
  navigation: z.boolean().default(true),
  slidesPerPage: integer.pipe(z.number().min(1).max(4)).default(1),
  /** Dots showing (and choosing) the current slide. */
  showPosition: z.boolean().default(true),
  /** Starts paused: slides change only when the shopper navigates. */
  pause: z.boolean().default(false),
  preLoadNextSlide: z.boolean().default(true),
});

export type SlideshowProperties = z.output<typeof slideshowProperties>;

/** The spec's "Slide show" entity: slidesPerPage, slideInterval, showNavigation, showPosition, pause, preLoadNextSlide. */
export interface SlideShowOptions {
  slidesPerPage: number;
  slideInterval: number;
  showNavigation: boolean;
  showPosition: boolean;
  pause: boolean;
  preLoadNextSlide: boolean;
}

/** The block's properties in the Slide show's terms (speed is the interval, navigation the buttons). */
export function slideShowOptions(properties: SlideshowProperties): SlideShowOptions {
  return {
    slidesPerPage: properties.slidesPerPage,
    slideInterval: properties.speed,
    showNavigation: properties.navigation,
    showPosition: properties.showPosition,
    pause: properties.pause,
    preLoadNextSlide: properties.preLoadNextSlide,
  };
}

/** Children grouped into pages of `perPage` slides. */
export function paginate<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage)
    pages.push(items.slice(start, start + perPage));
  return pages;
}
