import { z } from 'zod';

/**
 * The catalogue shapes blocks and the storefront read through the API (the fields read
 * from each catalogue call's response). The server returns exactly these; clients parse
 * with them.
 */

/** An image asset: id, original, position, altText, color, and a map of sized variants. */
export const imageAssetSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  original: z.string(),
  position: z.number().optional(),
  altText: z.string().default(''),
  color: z.string().optional(),
  /** Width in pixels -> URL. */
  sizes: z.record(z.string(), z.string()).default({}),
});
export type ImageAsset = z.infer<typeof imageAssetSchema>;

/** A product as product lists show it: GET /division/{division}/products/. */
export const productSummarySchema = z.object({
  id: z.number(),
  urlName: z.string(),
  name: z.string(),
  image: imageAssetSchema.nullable(),
  price: z.number(),
  salePrice: z.number().nullable(),
  manufacturer: z.object({ id: z.number(), name: z.string() }).nullable(),
  description: z.string().default(''),
  reviews: z.object({ count: z.number(), average: z.number() }).default({ count: 0, average: 0 }),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /collections/get/{division}/: name, urlName, banner.thumbnails.full. */
export const collectionSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  urlName: z.string(),
  banner: z.object({ thumbnails: z.object({ full: z.string() }) }).nullable(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/**
 * GET /blog/paginate/: url, title, metaImage.banner. Unless `lite` is asked for, each post
 * also carries its `body`: the post's HTML, sanitised by the server (our choice: the spec
 * names `lite` but not what it leaves out; the text is what a listing can do without).
 */
export const blogPostSummarySchema = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  metaImage: z.object({ banner: z.string() }).nullable(),
  publishedAt: z.string().nullable().default(null),
  body: z.string().optional(),
  /** Lower-case tags; /blog/tagged/{tag}/ lists a tag's posts. */
  tags: z.array(z.string()).default([]),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** GET /divisions/{division}/social/instagram/posts: media. */
export const socialMediaSchema = z.object({
  id: z.string(),
  mediaUrl: z.string(),
  permalink: z.string(),
  caption: z.string().default(''),
});
export type SocialMedia = z.infer<typeof socialMediaSchema>;

/** GET /basket/main/list/: key, quantity, name, priceIncTax, image, options, productUuid. */
export const basketItemSchema = z.object({
  key: z.string(),
  quantity: z.number().int().positive(),
  name: z.string(),
  priceIncTax: z.number(),
  image: z.string().nullable(),
  options: z.record(z.string(), z.string()).default({}),
  productUuid: z.string(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/** GET /divisions/{division}/pages?page-type=StorePage: url, title, ogImage. */
export const storePageSummarySchema = z.object({
  id: z.number(),
  url: z.string().nullable(),
  title: z.string(),
  ogImage: z.string().nullable(),
  published: z.boolean(),
  edited: z.string().nullable(),
  isHomepage: z.boolean(),
  /** A mail page (composed as an email) rather than a storefront page. */
  isMailPage: z.boolean().optional(),
  /**
   * For the store's editors only: when the version shoppers see was published (null: never),
   * and whether the draft differs from it.
   */
  lastPublished: z.string().nullable().optional(),
  draftState: z.enum(['never', 'changes', 'published']).optional(),
});
export type StorePageSummary = z.infer<typeof storePageSummarySchema>;
