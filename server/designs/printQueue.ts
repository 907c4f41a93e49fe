import type { StoredOrder } from '../commerce/ordersRepository';
import type { JobQueue } from '../jobs';
import type { DesignsRepository } from './designsRepository';
import type { PrintFileStore } from './printFileStore';
import type { PrintJobTracker } from './printJobTracker';
import { renderPrintFiles } from './render';

/**
 * Print files are rendered off the request path: each designed item of a paid order is a
 * job on the app's queue (server/jobs: in the database, or BullMQ on Redis), worked one at a
 * time per process (rendering is CPU-heavy; one at a time keeps the shop responsive).
 * The job's id is the order item's, and rendering replaces the item's files, so a job
 * run twice (a retry, a process killed mid-render) leaves one set. `idle()` lets tests
 * and shutdown wait for the queue to drain. Staff may regenerate an item's files (a lost
 * job, a renderer fixed since): that job gets an id of its own, since the queue ignores a
 * second add of an id it still keeps.
 */
export interface PrintQueue {
  enqueueOrder(order: StoredOrder): void;
  regenerate(orderItemId: number, designId: string): Promise<void>;
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
  files: PrintFileStore,
  tracker: PrintJobTracker,
  log: (message: string, error?: unknown) => void = () => {},
): void {
  jobs.handle<PrintFilesJob>(PRINT_FILES_JOB, async ({ orderItemId, designId }) => {
    tracker.set(orderItemId, 'rendering');
    try {
      const design = await designs.findByPublicId(designId);
      if (!design) {
        tracker.set(orderItemId, 'failed', `design ${designId} is gone`);
        return log(`print files: design ${designId} is gone`);
      }
      await files.replace(orderItemId, await renderPrintFiles(design.document));
      tracker.done(orderItemId);
    } catch (error) {
      tracker.set(orderItemId, 'failed', error instanceof Error ? error.message : String(error));
      throw error;
    }
  });
}

export function createPrintQueue(
  jobs: JobQueue,
  tracker: PrintJobTracker,
  log: (message: string, error?: unknown) => void = () => {},
): PrintQueue {
  const add = (orderItemId: number, designId: string, id: string) => {
    tracker.set(orderItemId, 'queued');
    return jobs.add<PrintFilesJob>(PRINT_FILES_JOB, { orderItemId, designId }, { id });
  };
  return {
    enqueueOrder(order) {
      for (const item of order.items) {
        const designId = item.options.design;
        if (!designId) continue;
        add(item.id, designId, `print-files:${item.id}`).catch((error: unknown) =>
          log(`print files for order item ${item.id} failed`, error),
        );
      }
    },
    regenerate: (orderItemId, designId) =>
      add(orderItemId, designId, `print-files:${orderItemId}:again:${Date.now()}`),
    idle: () => jobs.idle(),
  };
}
