import { z } from 'zod';

export const cardProperties = z.object({
  image: z.string().trim().default(''),
  /** Describes the image; '' marks it decorative. */
  imageAlt: z.string().trim().max(200).default(''),
  title: z.string().trim().max(120).default('Made to order'),
  text: z
    .string()
    .max(600)
    .default('Every piece is printed when you order it, so nothing goes to waste.'),
  href: z.string().trim().default(''),
  linkText: z.string().trim().max(40).default('Find out more'),
});

export type CardProperties = z.output<typeof cardProperties>;
