import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Notification } from '../../src/notifications';

/**
 * Fan-out of live events to the open streams that listen on a key. With Redis, every
 * server process publishes to one channel and each delivers to its own listeners, so a
 * stream on process B hears what process A sent; without Redis, in-process only.
 * Notifications key by user id; live chat (server/liveChat) keys by conversation and inbox.
 */
export interface FanOut<K extends string | number, E> {
  publish(key: K, event: E): Promise<void>;
  /** Returns its cleanup. */
  subscribe(key: K, listener: (event: E) => void): () => void;
  /** Resolves once the hub can receive (Redis subscribed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export type HubEvent =
  | { type: 'notification'; notification: Notification; unread: number }
  | { type: 'unread'; unread: number };

export type NotificationHub = FanOut<number, HubEvent>;

function localFanOut<K extends string | number, E>() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (key: K, event: E) => emitter.emit(String(key), event),
    subscribe(key: K, listener: (event: E) => void) {
      emitter.on(String(key), listener);
      return () => void emitter.off(String(key), listener);
    },
  };
}

export function createInProcessFanOut<K extends string | number, E>(): FanOut<K, E> {
  const local = localFanOut<K, E>();
  return {
    publish: async (key, event) => void local.emit(key, event),
    subscribe: local.subscribe,
    ready: async () => undefined,
    close: async () => undefined,
  };
}

export function createRedisFanOut<K extends string | number, E>(
  url: string,
  channel: string,
): FanOut<K, E> {
  const local = localFanOut<K, E>();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { key, event } = JSON.parse(message) as { key: K; event: E };
      local.emit(key, event);
    } catch {
      // A message another version wrote: not ours to read.
    }
  });
  let readyPromise: Promise<void> | null = null;
  return {
    async publish(key, event) {
      await this.ready();
      await publisher.publish(channel, JSON.stringify({ key, event }));
    },
    subscribe: local.subscribe,
    ready() {
      readyPromise ??= (async () => {
        await Promise.all([publisher.connect(), subscriber.connect()]);
        await subscriber.subscribe(channel);
      })();
      return readyPromise;
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** One fan-out on `{prefix}:{name}`: through Redis when its URL is set, else in-process. */
export const createFanOut = <K extends string | number, E>(
  redisUrl: string | null,
  prefix: string,
  name: string,
): FanOut<K, E> =>
  redisUrl ? createRedisFanOut<K, E>(redisUrl, `${prefix}:${name}`) : createInProcessFanOut<K, E>();

export const createNotificationHub = (redisUrl: string | null, prefix: string): NotificationHub =>
  createFanOut<number, HubEvent>(redisUrl, prefix, 'notifications');
