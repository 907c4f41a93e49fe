import { z } from 'zod';
import { colourProperty, fontNameSchema, pixels } from '../../src/model/styleValues';

/**
 * The most HTML one text block may hold: about 100,000 words of formatted text, far past
 * any real page, so a save over it is a defect (a text that multiplied itself) and is
 * refused before shoppers can see it.
 */
export const TEXT_BLOCK_HTML_MAX = 500_000;
export const TEXT_BLOCK_TOO_LONG =
  'This text block is too long to save (at most 500,000 characters of text and formatting): split it into several text blocks';

/** textblock: html, truncateHeight, font, textColor, backgroundColour, borderRadius. */
export const textBlockProperties = z.object({
  /** Seller rich text (Lexical's HTML). Sanitised on render and on save. */
  html: z
    .string()
    .max(TEXT_BLOCK_HTML_MAX, TEXT_BLOCK_TOO_LONG)
    .default('<p>Tell your shoppers what makes your brand special.</p>'),
  /** Height in px the text is cut to behind a "Read more" button; 0 shows it all. */
  truncateHeight: pixels.pipe(z.number().min(0).max(2000)).default(0),
  /** A font family; '' uses the theme's text font. */
  font: fontNameSchema.default(''),
  textColor: colourProperty(),
  backgroundColour: colourProperty(),
  /** Corner radius in px, seen when the block has a background colour. */
  borderRadius: pixels.pipe(z.number().min(0).max(100)).default(0),
});

export type TextBlockProperties = z.output<typeof textBlockProperties>;
