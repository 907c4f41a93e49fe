import type { AppContext } from '../context';
import { createPrintQueue, type PrintQueue } from './printQueue';

/** One print queue per running app: commerce (on payment) and studio routes share it. */
const queues = new WeakMap<AppContext, PrintQueue>();

export function printQueueFor(ctx: AppContext): PrintQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = createPrintQueue(ctx.repos.designs, (message, error) =>
      console.error(message, error instanceof Error ? error.message : ''),
    );
    queues.set(ctx, queue);
  }
  return queue;
}
