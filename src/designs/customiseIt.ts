import { z } from 'zod';
import { BASE_PRODUCTS, findBaseProduct } from './baseProducts';
import { designDocumentSchema, type DesignDocument } from './design';

/**
 * A product's `customiseIt` (spec, product fields): the design the studio opens with at
 * `/studio/{customiseItUrl}/`, where the url is the product's urlName. A product without
 * one opens blank on its own base product and colour.
 */
export const CUSTOMISE_IT_MESSAGES = {
  notFound: 'There is no design at this address',
  productRequired: 'Choose a product',
  saved: (productName: string) => `Saved as the starting design of ${productName}`,
} as const;

/** An empty design on a base product (the t-shirt when the kind is not one), in `colour` when it makes it. */
export function blankDesign(kind: string, colour?: string | null): DesignDocument {
  const product = findBaseProduct(kind) ?? BASE_PRODUCTS[0]!;
  const made = product.colours.find((each) => each.name === colour);
  return {
    product: product.kind,
    colour: (made ?? product.colours[0]!).name,
    size: product.sizes[Math.floor(product.sizes.length / 2)] ?? product.sizes[0]!,
    elements: [],
  };
}

/** The base product kind a url names (`plain-hoodie` names the hoodie), if any. */
export function kindNamedIn(url: string): string | undefined {
  return BASE_PRODUCTS.map((product) => product.kind).find((kind) => url.includes(kind));
}

/** GET /studio/start/{url}/: the design the studio opens with and whose it is. */
export const studioStartSchema = z.object({
  document: designDocumentSchema,
  productName: z.string(),
  /** True when the product carries its own customiseIt design (not just its blank). */
  designed: z.boolean(),
});
export type StudioStart = z.infer<typeof studioStartSchema>;

/** POST /studio/designs/customiseIt/: a seller makes a saved design a product's start. */
export const customiseItRequestSchema = z.object({
  id: z.string().min(1).max(40),
  productId: z
    .number({ error: CUSTOMISE_IT_MESSAGES.productRequired })
    .int()
    .positive(CUSTOMISE_IT_MESSAGES.productRequired),
  division: z.union([z.string(), z.number()]).nullish(),
});

export const sellerStudioProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  urlName: z.string(),
  designed: z.boolean(),
});
export type SellerStudioProduct = z.infer<typeof sellerStudioProductSchema>;
