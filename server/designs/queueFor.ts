import type { AppContext } from '../context';
import { createPrintFileStore, type PrintFileStore } from './printFileStore';
import { createPrintJobTracker, type PrintJobTracker } from './printJobTracker';
import { createPrintQueue, handlePrintJobs, type PrintQueue } from './printQueue';

/**
 * One print queue, job tracker and print-file store per running app: commerce (on
 * payment), the studio routes and the back-office's print files share them.
 */
const queues = new WeakMap<AppContext, PrintQueue>();
const trackers = new WeakMap<AppContext, PrintJobTracker>();
const stores = new WeakMap<AppContext, PrintFileStore>();

const logError = (message: string, error?: unknown) =>
  console.error(message, error instanceof Error ? error.message : '');

export function printTrackerFor(ctx: AppContext): PrintJobTracker {
  let tracker = trackers.get(ctx);
  if (!tracker) {
    tracker = createPrintJobTracker();
    trackers.set(ctx, tracker);
  }
  return tracker;
}

/** The app's print files: rows in its database, PNGs in its object storage. */
export function printFilesFor(ctx: AppContext): PrintFileStore {
  let store = stores.get(ctx);
  if (!store) {
    store = createPrintFileStore(ctx.repos.designs, ctx.config.storage);
    stores.set(ctx, store);
  }
  return store;
}

/** Called once by buildApp, before the queue starts: this process renders print files. */
export function registerPrintJobs(ctx: AppContext): void {
  handlePrintJobs(ctx.jobs, ctx.repos.designs, printFilesFor(ctx), printTrackerFor(ctx), logError);
}

export function printQueueFor(ctx: AppContext): PrintQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = createPrintQueue(ctx.jobs, printTrackerFor(ctx), logError);
    queues.set(ctx, queue);
  }
  return queue;
}
