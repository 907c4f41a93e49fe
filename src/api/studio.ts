import { z } from 'zod';
import { basketItemSchema, type BasketItem } from '../model';
import { savedDesignSchema, type DesignDocument, type SavedDesign } from '../designs/design';
import {
  sellerStudioProductSchema,
  studioStartSchema,
  type SellerStudioProduct,
  type StudioStart,
} from '../designs/customiseIt';
import type { Transport } from './transport';

/**
 * The design studio's calls (server/designs/routes.ts), apart from the main client so only
 * the studio's chunk carries them.
 */
const designAnswer = z.object({ design: savedDesignSchema });
const itemsAnswer = z.object({ items: z.array(basketItemSchema) });
export const studioGraphicSchema = z.object({
  id: z.number(),
  name: z.string(),
  altText: z.string(),
  width: z.number(),
  height: z.number(),
  thumbnail: z.string(),
  url: z.string(),
});
export type StudioGraphic = z.infer<typeof studioGraphicSchema>;
const graphicsAnswer = z.object({ graphics: z.array(studioGraphicSchema), total: z.number() });

const sellerProductsAnswer = z.object({ products: z.array(sellerStudioProductSchema) });
const customiseItAnswer = z.object({ message: z.string() });

export function createStudioClient(send: Transport) {
  return {
    /** What `/studio/{url}/` opens with: the product's customiseIt design, or its blank. */
    start: async (url: string): Promise<StudioStart> =>
      studioStartSchema.parse(
        await send({ method: 'GET', path: `/studio/start/${encodeURIComponent(url)}/` }),
      ),
    /** The store's products, for its sellers (an empty list for anyone else). */
    sellerProducts: async (): Promise<SellerStudioProduct[]> =>
      sellerProductsAnswer.parse(await send({ method: 'GET', path: '/studio/sellerProducts/' }))
        .products,
    /** Makes a saved design a product's customiseIt; answers the sentence to show. */
    setCustomiseIt: async (id: string, productId: number): Promise<string> =>
      customiseItAnswer.parse(
        await send({
          method: 'POST',
          path: '/studio/designs/customiseIt/',
          body: { id, productId },
        }),
      ).message,
    /** The store's graphics (the seller's image library), newest first. */
    graphics: async (page = 1) =>
      graphicsAnswer.parse(
        await send({ method: 'GET', path: '/studio/graphics/', query: { page: String(page) } }),
      ),
    save: async (input: {
      id?: string;
      version?: number;
      document: DesignDocument;
    }): Promise<SavedDesign> =>
      designAnswer.parse(await send({ method: 'POST', path: '/studio/designs/save/', body: input }))
        .design,
    addToBasket: async (id: string, quantity = 1): Promise<BasketItem[]> =>
      itemsAnswer.parse(
        await send({
          method: 'POST',
          path: '/studio/designs/addToBasket/',
          body: { id, quantity },
        }),
      ).items,
  };
}

export type StudioClient = ReturnType<typeof createStudioClient>;
