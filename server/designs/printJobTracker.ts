import type { PrintJobLiveState } from '../../src/designs';

/**
 * The print jobs this process has queued, is rendering or saw fail, by order item, for the
 * back-office's status line. Finished jobs leave (their files are the answer). With
 * several processes on Redis each knows its own jobs only; files in storage are shared.
 */
export interface PrintJobTracker {
  set(orderItemId: number, state: PrintJobLiveState, error?: string): void;
  done(orderItemId: number): void;
  of(orderItemId: number): { state: PrintJobLiveState; error?: string } | null;
}

export function createPrintJobTracker(): PrintJobTracker {
  const live = new Map<number, { state: PrintJobLiveState; error?: string }>();
  return {
    set: (orderItemId, state, error) =>
      live.set(orderItemId, error === undefined ? { state } : { state, error }),
    done: (orderItemId) => live.delete(orderItemId),
    of: (orderItemId) => live.get(orderItemId) ?? null,
  };
}
