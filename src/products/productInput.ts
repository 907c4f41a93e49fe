import { z } from 'zod';
import { findBaseProduct, BASE_PRODUCT_SKUS } from './baseProducts';
import { checkPrices } from './pricing';
import { checkUrlName, URL_NAME_MESSAGES } from './urlName';

/**
 * What a seller sends to make or change a product. The server and the dashboard both
 * parse with this schema, so a message the seller sees is the one the server would give.
 */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Please enter a name',
  baseRequired: 'Please choose a base product',
  colourRequired: 'Choose at least one colour',
  sizeRequired: 'Choose at least one size for each colour',
  unknownColour: 'This colour is not made for the base product',
  unknownSize: 'This size is not made for the base product',
  priceRequired: 'Please enter a price',
  twoDecimals: 'Use at most two decimal places',
  conflict: 'This product was changed by someone else',
  notFound: 'Product not found',
} as const;

const money = z
  .number({ error: PRODUCT_MESSAGES.priceRequired })
  .min(0, PRODUCT_MESSAGES.priceRequired)
  .max(100_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: PRODUCT_MESSAGES.twoDecimals,
  });

export const urlNameField = z
  .string({ error: URL_NAME_MESSAGES.required })
  .trim()
  .superRefine((value, ctx) => {
    const message = checkUrlName(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const productImageSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  alt: z.string().trim().max(300).default(''),
  /** Focal point as fractions of width and height: crops keep this spot in view. */
  focalX: z.number().min(0).max(1).default(0.5),
  focalY: z.number().min(0).max(1).default(0.5),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productOptionInputSchema = z.object({
  colourName: z.string().trim().min(1, PRODUCT_MESSAGES.colourRequired).max(60),
  sizes: z.array(z.string().trim().min(1).max(20)).min(1, PRODUCT_MESSAGES.sizeRequired).max(20),
});

const ids = (max: number) => z.array(z.number().int().positive()).max(max).default([]);

export const productInputSchema = z
  .object({
    baseSku: z.enum(BASE_PRODUCT_SKUS, { error: PRODUCT_MESSAGES.baseRequired }),
    name: z
      .string({ error: PRODUCT_MESSAGES.nameRequired })
      .trim()
      .min(1, PRODUCT_MESSAGES.nameRequired)
      .max(120),
    /** Seller HTML: the server sanitises it before storing. */
    description: z.string().max(20_000).default(''),
    metaTitle: z.string().trim().max(120).default(''),
    metaDescription: z.string().trim().max(320).default(''),
    urlName: urlNameField,
    images: z.array(productImageSchema).max(20).default([]),
    options: z.array(productOptionInputSchema).min(1, PRODUCT_MESSAGES.colourRequired).max(20),
    price: money,
    salePrice: money.nullable().default(null),
    collections: ids(50),
    tags: z.array(z.string().trim().min(1).max(40)).max(30).default([]),
    enabled: z.boolean().default(true),
    enableAddToCart: z.boolean().default(true),
    crossSellProducts: ids(8),
  })
  .superRefine((input, ctx) => {
    const base = findBaseProduct(input.baseSku);
    if (!base) return;
    input.options.forEach((option, index) => {
      if (!base.colours.some((colour) => colour.name === option.colourName))
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'colourName'],
          message: PRODUCT_MESSAGES.unknownColour,
        });
      if (option.sizes.some((size) => !base.sizes.includes(size)))
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'sizes'],
          message: PRODUCT_MESSAGES.unknownSize,
        });
    });
    const broken = checkPrices({
      price: input.price,
      salePrice: input.salePrice,
      baseCost: base.baseCost,
    });
    if (broken) ctx.addIssue({ code: 'custom', path: [broken.field], message: broken.message });
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;

/** An update names the version it was made from, so a stale save is refused with a 409. */
export const productUpdateSchema = z.object({
  version: z.number().int().min(1),
  product: productInputSchema,
});

export const PRODUCT_SORTS = ['name', 'price', 'created', 'updated'] as const;
export const PRODUCT_FILTERS = [
  'all',
  'enabled',
  'disabled',
  'pending',
  'approved',
  'denied',
] as const;

/** The seller's product table: paged, sorted, searched and filtered on the server. */
export const productQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  filter: z.enum(PRODUCT_FILTERS).default('all'),
  baseSku: z.enum(BASE_PRODUCT_SKUS).optional(),
  collection: z.coerce.number().int().positive().optional(),
  sort: z.enum(PRODUCT_SORTS).default('updated'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type ProductQueryInput = z.input<typeof productQuerySchema>;
export type ProductQuery = z.output<typeof productQuerySchema>;

export const BULK_MESSAGES = {
  collectionRequired: 'Choose a collection',
  noneSelected: 'Select at least one product',
} as const;

export const productBulkSchema = z
  .object({
    action: z.enum(['enable', 'disable', 'addToCollection']),
    ids: z.array(z.number().int().positive()).min(1, BULK_MESSAGES.noneSelected).max(1000),
    collectionId: z.number().int().positive().optional(),
  })
  .refine((bulk) => bulk.action !== 'addToCollection' || bulk.collectionId !== undefined, {
    path: ['collectionId'],
    message: BULK_MESSAGES.collectionRequired,
  });
export type ProductBulk = z.infer<typeof productBulkSchema>;
