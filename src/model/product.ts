import { z } from 'zod';
import { imageAssetSchema } from './catalog';

/**
 * A product in full, as POST /omnis/v3/products/fetch/ and
 * GET /omnis/v3/products/fetch-base-product/ return it (the Product fields
 * a storefront shows; cost, approval and factory fields stay server-side).
 */

/** One colour of a product with its sizes and images (Product.options). */
export const productOptionSchema = z.object({
  colourName: z.string(),
  /** The swatch colour, `#RRGGBB`. */
  colourHex: z.string(),
  sizes: z.array(z.string()).default([]),
  images: z.array(imageAssetSchema).default([]),
  thumbnail: z.string().nullable().default(null),
  pro: z.boolean().default(false),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

export const productSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  sku: z.string(),
  name: z.string(),
  urlName: z.string(),
  description: z.string().default(''),
  type: z.string(),
  price: z.number(),
  salePrice: z.number().nullable().default(null),
  onSale: z.boolean().default(false),
  enabled: z.boolean().default(true),
  images: z.array(imageAssetSchema).default([]),
  options: z.array(productOptionSchema).default([]),
  defaultColour: z.string().nullable().default(null),
  /** Bestseller rank: lower sells more. */
  orders: z.number().default(0),
  isBaseProduct: z.boolean().default(false),
  baseSku: z.string().nullable().default(null),
  manufacturer: z.object({ id: z.number(), name: z.string() }).nullable().default(null),
  collections: z
    .array(z.object({ id: z.number(), name: z.string(), urlName: z.string() }))
    .default([]),
  createdAt: z.string(),
  /** Value-added tax multiplier; 1 means prices already include it. */
  vatRate: z.number().default(1),
});
export type Product = z.infer<typeof productSchema>;
