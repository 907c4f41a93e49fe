import { z } from 'zod';
import { basketItemSchema, type BasketItem } from '../model';
import { savedDesignSchema, type DesignDocument, type SavedDesign } from '../designs/design';
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

export function createStudioClient(send: Transport) {
  return {
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
