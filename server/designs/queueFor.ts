import type { AppContext } from '../context';
import { createPrintQueue, handlePrintJobs, type PrintQueue } from './printQueue';

/** One print queue per running app: commerce (on payment) and studio routes share it. */
const queues = new WeakMap<AppContext, PrintQueue>();

const logError = (message: string, error?: unknown) =>
  console.error(message, error instanceof Error ? error.message : '');

/** Called once by buildApp, before the queue starts: this process renders print files. */
export function registerPrintJobs(ctx: AppContext): void {
  handlePrintJobs(ctx.jobs, ctx.repos.designs, logError);
}

export function printQueueFor(ctx: AppContext): PrintQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = createPrintQueue(ctx.jobs, logError);
    queues.set(ctx, queue);
  }
  return queue;
}
