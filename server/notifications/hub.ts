import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { Notification } from '../../src/notifications';

/**
 * Fan-out of live notification events to the signed-in user's open streams. With Redis,
 * every server process publishes to one channel and each delivers to its own listeners, so
 * a user connected to process B sees what process A sent; without Redis, in-process only.
 */
export type HubEvent =
  | { type: 'notification'; notification: Notification; unread: number }
  | { type: 'unread'; unread: number };

export interface NotificationHub {
  publish(userId: number, event: HubEvent): Promise<void>;
  /** Returns its cleanup. */
  subscribe(userId: number, listener: (event: HubEvent) => void): () => void;
  /** Resolves once the hub can receive (Redis subscribed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function localFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (userId: number, event: HubEvent) => emitter.emit(String(userId), event),
    subscribe(userId: number, listener: (event: HubEvent) => void) {
      emitter.on(String(userId), listener);
      return () => void emitter.off(String(userId), listener);
    },
  };
}

export function createInProcessHub(): NotificationHub {
  const local = localFanOut();
  return {
    publish: async (userId, event) => void local.emit(userId, event),
    subscribe: local.subscribe,
    ready: async () => undefined,
    close: async () => undefined,
  };
}

export function createRedisHub(url: string, prefix: string): NotificationHub {
  const channel = `${prefix}:notifications`;
  const local = localFanOut();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const { userId, event } = JSON.parse(message) as { userId: number; event: HubEvent };
      local.emit(userId, event);
    } catch {
      // A message another version wrote: not ours to read.
    }
  });
  let readyPromise: Promise<void> | null = null;
  return {
    async publish(userId, event) {
      await this.ready();
      await publisher.publish(channel, JSON.stringify({ userId, event }));
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

export const createNotificationHub = (redisUrl: string | null, prefix: string): NotificationHub =>
  redisUrl ? createRedisHub(redisUrl, prefix) : createInProcessHub();
