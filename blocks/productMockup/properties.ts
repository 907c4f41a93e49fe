import { z } from 'zod';
import { numeric } from '../../src/model';

const percent = numeric.pipe(z.number().min(0).max(100));

export const productMockupProperties = z.object({
  /** The photo of the blank product (a model wearing a tee, a tote on a table...). */
  mockupImage: z.string().default(''),
  /** The artwork printed on it, ideally a transparent PNG. */
  designImage: z.string().default(''),
  /** Describes the whole picture: the product with the design on it. */
  alt: z.string().default(''),
  /** Mockup height / width; 1 is square, 1.25 a portrait photo. */
  ratio: numeric.pipe(z.number().gt(0).max(3)).default(1),
  printAreaX: percent.default(30),
  printAreaY: percent.default(22),
  printAreaWidth: percent.default(40),
  caption: z.string().default(''),
  /** A product's urlName: the picture links to /product/{urlName}/. */
  productUrlName: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]*$/, 'Use the product’s URL name: lower-case letters, digits and dashes')
    .default(''),
});

export type ProductMockupProperties = z.output<typeof productMockupProperties>;
