import { z } from 'zod';
import { colourProperty } from '../../src/model/styleValues';

/** tag: text, href, tagTextColor, tagBackgroundColor. */
export const tagProperties = z.object({
  text: z.string().trim().max(40).default('New in'),
  /** A link target; '' makes the tag a plain label. */
  href: z.string().trim().default(''),
  tagTextColor: colourProperty(),
  tagBackgroundColor: colourProperty(),
});

export type TagProperties = z.output<typeof tagProperties>;
