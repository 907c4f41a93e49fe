import { z } from 'zod';
import { CUSTOMISE_IT_URL } from './studioHref';

export const studioSuggestionProperties = z.object({
  title: z.string().default('Design your own'),
  copy: z
    .string()
    .default(
      'Add your artwork or words to a tee, hoodie or tote bag and we print it just for you.',
    ),
  image: z.string().default(''),
  /** Empty: the image is decorative (the heading says what it shows). */
  imageAlt: z.string().default(''),
  imagePosition: z.enum(['left', 'right']).default('left'),
  buttonText: z.string().default('Start designing'),
  /** The product the studio opens on; empty opens the studio's start screen. */
  customiseItUrl: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || CUSTOMISE_IT_URL.test(value),
      'Use lower-case letters, digits and dashes',
    )
    .default(''),
});

export type StudioSuggestionProperties = z.output<typeof studioSuggestionProperties>;
