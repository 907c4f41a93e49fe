import { z } from 'zod';
import { colourProperty, fontNameSchema, pixels } from '../../src/model/styleValues';

/** quote: quote, author, font, fontSize, bold, italic, align, colours. */
export const quoteProperties = z.object({
  quote: z.string().default('The softest tee I own, and it was made just for me.'),
  author: z.string().default(''),
  /** '' uses the theme's quote font. */
  font: fontNameSchema.default(''),
  /** Size of the quote in px. */
  fontSize: pixels.pipe(z.number().min(12).max(72)).default(24),
  bold: z.boolean().default(false),
  italic: z.boolean().default(true),
  align: z.enum(['left', 'center', 'right']).default('center'),
  textColor: colourProperty(),
  backgroundColor: colourProperty(),
});

export type QuoteProperties = z.output<typeof quoteProperties>;
