import { z } from 'zod';

export const htmlProperties = z.object({
  /** The seller's HTML. Sanitised on render and on save (src/sanitize). */
  html: z.string().max(100_000).default('<p>Your own HTML goes here.</p>'),
});

export type HtmlProperties = z.output<typeof htmlProperties>;
