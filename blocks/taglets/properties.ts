import { z } from 'zod';
import { colourProperty } from '../../src/model/styleValues';

/** One tag of a taglets list: the tag block's fields. */
export const tagletSchema = z.object({
  text: z.string().trim().max(40).default(''),
  href: z.string().trim().default(''),
  tagTextColor: colourProperty(),
  tagBackgroundColor: colourProperty(),
});
export type Taglet = z.output<typeof tagletSchema>;

export const NEW_TAGLET: Taglet = {
  text: 'New tag',
  href: '',
  tagTextColor: '',
  tagBackgroundColor: '',
};

/** taglets: heading and tag items. */
export const tagletsProperties = z.object({
  heading: z.string().trim().max(120).default('Shop by theme'),
  tags: z
    .array(tagletSchema)
    .max(30)
    .default([
      { text: 'New in', href: '', tagTextColor: '', tagBackgroundColor: '' },
      { text: 'Bestsellers', href: '', tagTextColor: '', tagBackgroundColor: '' },
    ]),
});

export type TagletsProperties = z.output<typeof tagletsProperties>;
