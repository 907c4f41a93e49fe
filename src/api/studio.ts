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

export function createStudioClient(send: Transport) {
  return {
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
