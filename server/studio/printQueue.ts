import type { StoredOrder } from '../commerce/ordersRepository';
import type { DesignsRepository } from './designsRepository';
import { renderPrintFiles } from './render';

/**
 * Print files are rendered off the request path: a paid order's designed items go on an
 * in-process queue worked one at a time (rendering is CPU-heavy; one at a time keeps the
 * shop responsive). `idle()` lets tests and shutdown wait for the queue to drain.
 * A BullMQ queue on Redis is the planned replacement when REDIS_URL is set.
 */
export interface PrintQueue {
  enqueueOrder(order: StoredOrder): void;
  idle(): Promise<void>;
}

export function createPrintQueue(
  designs: DesignsRepository,
  log: (message: string, error?: unknown) => void = () => {},
): PrintQueue {
  let tail: Promise<void> = Promise.resolve();
  const run = async (orderItemId: number, designId: string) => {
    const design = await designs.findByPublicId(designId);
    if (!design) return log(`print files: design ${designId} is gone`);
    await designs.replaceFiles(orderItemId, await renderPrintFiles(design.document));
  };
  return {
    enqueueOrder(order) {
      for (const item of order.items) {
        const designId = item.options.design;
        if (!designId) continue;
        tail = tail.then(() =>
          run(item.id, designId).catch((error: unknown) =>
            log(`print files for order item ${item.id} failed`, error),
          ),
        );
      }
    },
    idle: () => tail,
  };
}
