import { z } from 'zod';
import { basketItemSchema, favouriteItemSchema, pageSchema } from '../model';

/**
 * Response shapes the server sends that have no entity schema of their own in src/model.
 * Lists come keyed (`{ products: [...] }`); `keyedList` also reads a bare array.
 */
export function keyedList<S extends z.ZodType>(item: S, key: string) {
  const list = z.array(item);
  return z.union([
    list,
    z.looseObject({ [key]: list }).transform((body) => body[key] as z.output<typeof list>),
  ]);
}

export const basketListSchema = z.object({
  items: z.array(basketItemSchema),
  message: z.string().optional(),
});
export type BasketList = z.infer<typeof basketListSchema>;

export const favouritesListSchema = z.object({
  items: z.array(favouriteItemSchema),
  message: z.string().optional(),
});
export type FavouritesList = z.infer<typeof favouritesListSchema>;

export const messageSchema = z.object({ message: z.string() });

/** 409 body of a stale page write: the page as it is now. */
export const conflictBodySchema = z.object({ message: z.string(), page: pageSchema });

export const blogPageSchema = z.object({
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  lastPage: z.number(),
});

/** An uploaded image (POST /divisions/{division}/images/, GET /artemis/query/). */
export const libraryImageSchema = z.object({
  id: z.number(),
  name: z.string(),
  altText: z.string().default(''),
  width: z.number(),
  height: z.number(),
  original: z.string(),
  sizes: z.record(z.string(), z.string()),
  thumbnails: z.object({ original: z.string(), small: z.string(), medium: z.string() }),
  createdAt: z.string(),
});
export type LibraryImage = z.infer<typeof libraryImageSchema>;

export const imageLibraryPageSchema = z.object({
  images: z.array(libraryImageSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type ImageLibraryPage = z.infer<typeof imageLibraryPageSchema>;

/** Two-factor set-up, step one: the pending secret as text, URI and QR code (PNG data URL). */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrCode: z.string(),
});
/** Step two (a code confirmed) and regeneration: the recovery codes, shown once. */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const remillAnswerSchema = z.object({ type: z.string(), message: z.string() });
