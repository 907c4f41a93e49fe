import { z } from 'zod';

export const featureProperties = z.object({
  image: z.string().trim().default(''),
  /** Describes the image; '' marks it decorative. */
  imageAlt: z.string().trim().max(200).default(''),
  imagePosition: z.enum(['left', 'right']).default('left'),
  title: z.string().trim().max(120).default('Just landed'),
  text: z
    .string()
    .max(600)
    .default('Our new autumn range is here, printed to order in organic cotton.'),
  buttonText: z.string().trim().max(40).default('Shop now'),
  href: z.string().trim().default('/'),
});

export type FeatureProperties = z.output<typeof featureProperties>;
