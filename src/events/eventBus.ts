/** Event bus request timeout (spec: 30000 ms). */
export const EVENT_BUS_TIMEOUT_MS = 30_000;
/** The spec's error when no handler answers in time. */
export const EVENT_TIMED_OUT = 'Event timed out';

type Handler = (payload: unknown) => unknown;

export interface EventBusTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The in-page event bus: parts of the app raise named events and others answer them.
 * `request` resolves with the first handler's answer, or rejects with "Event timed out"
 * when none answers within 30 s (a handler may answer later, e.g. after a dialog).
 */
export function createEventBus(
  timers: EventBusTimers = {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
) {
  const handlers = new Map<string, Set<Handler>>();
  return {
    /** Registers a handler; returns its cleanup. */
    on(name: string, handler: Handler): () => void {
      const set = handlers.get(name) ?? new Set<Handler>();
      set.add(handler);
      handlers.set(name, set);
      return () => set.delete(handler);
    },
    /** Tells every handler, answering nobody. */
    emit(name: string, payload?: unknown): void {
      for (const handler of handlers.get(name) ?? []) handler(payload);
    },
    request<T = unknown>(name: string, payload?: unknown): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const timer = timers.setTimeout(
          () => reject(new Error(EVENT_TIMED_OUT)),
          EVENT_BUS_TIMEOUT_MS,
        );
        const [first] = handlers.get(name) ?? [];
        if (!first) return; // nobody listens yet: the timeout decides
        Promise.resolve()
          .then(() => first(payload))
          .then(
            (answer) => {
              timers.clearTimeout(timer);
              resolve(answer as T);
            },
            (error: unknown) => {
              timers.clearTimeout(timer);
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
      });
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;
