import { z } from 'zod';
import { colourProperty, fontNameSchema, pixels } from '../../src/model/styleValues';

/** textblock (page-builder section 3): html, truncateHeight, font, textColor, backgroundColour, borderRadius. */
export const textBlockProperties = z.object({
  /** Seller rich text (Lexical's HTML). Sanitised on render and on save. */
  html: z.string().default('<p>Tell your shoppers what makes your brand special.</p>'),
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
