import { z } from 'zod';
import { numeric } from '../../src/model';

/** The message of a required field. */
export const REQUIRED_MESSAGE = 'This field is required';

/**
 * A neutral placeholder picture, so a new image block (and `schema.parse({})`) is
 * complete and valid before the seller picks an image.
 */
import { PLACEHOLDER_ALT, PLACEHOLDER_IMAGE } from './constants';
export { PLACEHOLDER_ALT, PLACEHOLDER_IMAGE } from './constants';

/** Image: alt text and src required. */
export const imageProperties = z.object({
  src: z.string().trim().min(1, REQUIRED_MESSAGE).default(PLACEHOLDER_IMAGE),
  alt: z.string().trim().min(1, REQUIRED_MESSAGE).default(PLACEHOLDER_ALT),
  /** Sized variants of the image: width in px -> URL (from the image asset). */
  variants: z.record(z.string(), z.string()).default({}),
  /** Height / width of the frame, so the page does not move when the image arrives. */
  ratio: numeric.pipe(z.number().gt(0).max(4)).default(0.75),
  fit: z.enum(['cover', 'contain']).default('cover'),
  caption: z.string().default(''),
  /** A link target; '' for none. A linked image does not zoom. */
  href: z.string().trim().default(''),
  /** Click to zoom (up to 2x), pan with the pointer. */
  zoom: z.boolean().default(false),
  lazyLoad: z.boolean().default(true),
});

export type ImageProperties = z.output<typeof imageProperties>;
