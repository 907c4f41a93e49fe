import {
  EVENT_FLUSH_INTERVAL_MS,
  MAX_EVENTS_PER_BATCH,
  pageViewEvent,
} from '../../src/events/browserEvents';

export interface QueuedEvent {
  name: string;
  data: unknown;
}

export interface TrackerIo {
  /** POST /events/logEvent/ while the page lives. */
  send(body: string): void;
  /** navigator.sendBeacon when the page is hidden (survives unload). */
  beacon(body: string): boolean;
  setInterval(run: () => void, ms: number): () => void;
}

/**
 * The storefront's event queue. Events wait in memory; nothing leaves the browser until
 * `start` (consent given, 5 s after core data loaded, not a bot). Then the queue is sent
 * every 30 s and on page hide through sendBeacon. `stop` drops what waits.
 */
export function createTracker(
  io: TrackerIo,
  visitor: () => string,
  batchFields: Record<string, unknown> = {},
) {
  let queue: QueuedEvent[] = [];
  let started = false;
  let landingSent = false;
  let stopInterval: (() => void) | null = null;

  const take = (): string | null => {
    if (!started || queue.length === 0) return null;
    // The visitor id is read when events leave (it is stored only once consent is given).
    const id = visitor();
    const events = queue
      .slice(0, MAX_EVENTS_PER_BATCH)
      .map((event) => ({ name: event.name, data: { visitor: id, ...(event.data as object) } }));
    queue = queue.slice(MAX_EVENTS_PER_BATCH);
    return JSON.stringify({ events, ...batchFields });
  };

  return {
    track(name: string, data: Record<string, unknown>): void {
      queue.push({ name, data });
    },
    pageView(path: string): void {
      const { name, data } = pageViewEvent(path, !landingSent);
      landingSent = true;
      queue.push({ name, data });
    },
    start(): void {
      if (started) return;
      started = true;
      stopInterval = io.setInterval(() => this.flush(), EVENT_FLUSH_INTERVAL_MS);
    },
    flush(): void {
      for (let body = take(); body; body = take()) io.send(body);
    },
    /** On page hide: everything waiting goes by beacon. */
    flushOnHide(): void {
      for (let body = take(); body; body = take()) if (!io.beacon(body)) io.send(body);
    },
    stop(): void {
      started = false;
      queue = [];
      stopInterval?.();
      stopInterval = null;
    },
    pending(): number {
      return queue.length;
    },
  };
}
export type Tracker = ReturnType<typeof createTracker>;
