import type { StoredOrder } from '../commerce/ordersRepository';
import type { JobQueue } from '../jobs';
import type { DesignsRepository } from './designsRepository';
import { renderPrintFiles } from './render';

/**
 * Print files are rendered off the request path: each designed item of a paid order is a
 * job on the app's queue (server/jobs: in the database, or BullMQ on Redis), worked one at a
 * time per process (rendering is CPU-heavy; one at a time keeps the shop responsive).
 * The job's id is the order item's, and rendering replaces the item's files, so a job
 * run twice (a retry, a process killed mid-render) leaves one set. `idle()` lets tests
 * and shutdown wait for the queue to drain.
 */
export interface PrintQueue {
  enqueueOrder(order: StoredOrder): void;
  idle(): Promise<void>;
}

export const PRINT_FILES_JOB = 'print-files';

interface PrintFilesJob {
  orderItemId: number;
  designId: string;
}

/** Registers the print-file handler on the queue (every process that works jobs). */
export function handlePrintJobs(
  jobs: JobQueue,
  designs: DesignsRepository,
  log: (message: string, error?: unknown) => void = () => {},
): void {
  jobs.handle<PrintFilesJob>(PRINT_FILES_JOB, async ({ orderItemId, designId }) => {
    const design = await designs.findByPublicId(designId);
    if (!design) return log(`print files: design ${designId} is gone`);
    await designs.replaceFiles(orderItemId, await renderPrintFiles(design.document));
  });
}

export function createPrintQueue(
  jobs: JobQueue,
  log: (message: string, error?: unknown) => void = () => {},
): PrintQueue {
  return {
    enqueueOrder(order) {
      for (const item of order.items) {
        const designId = item.options.design;
        if (!designId) continue;
        jobs
          .add<PrintFilesJob>(
            PRINT_FILES_JOB,
            { orderItemId: item.id, designId },
            { id: `print-files:${item.id}` },
          )
          .catch((error: unknown) => log(`print files for order item ${item.id} failed`, error));
      }
    },
    idle: () => jobs.idle(),
  };
}
