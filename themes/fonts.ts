import { z } from 'zod';

/**
 * The zod schema of a font entry, for validating entries that
 * come from outside (a store's custom font). The catalogue itself is plain data in
 * fontCatalogue.ts, re-exported here.
 */
export * from './fontCatalogue';

export const fontTypeSchema = z.enum(['display', 'standard', 'custom']);

export const fontEntrySchema = z
  .object({
    /** The CSS font-family name. */
    name: z.string().min(1),
    /** Where the font is offered; a font may be both display (headings) and standard (body). */
    type: z.array(fontTypeSchema).min(1),
    /** Base size in px the font reads well at. */
    size: z.number().positive().default(16),
    defaultWeight: z.number().int().min(100).max(900).default(400),
    source: z.enum(['google', 'custom']).default('google'),
    /** The font has capitals only (its lower case letters are small capitals or capitals). */
    capitalised: z.boolean().default(false),
    /** The CSS font-display mode: swap shows fallback text at once and swaps when loaded. */
    display: z.enum(['auto', 'block', 'swap', 'fallback', 'optional']).default('swap'),
    /** Stylesheet declaring a custom font's faces. */
    url: z.string().optional(),
  })
  .refine((font) => font.source !== 'custom' || Boolean(font.url), {
    message: 'A custom font needs the url of its stylesheet',
    path: ['url'],
  });
