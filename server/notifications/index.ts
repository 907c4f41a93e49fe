import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { createNotificationHub } from './hub';
import { createNotifier, type Notifier } from './notifier';
import { createNotificationsRepository } from './repository';
import { registerNotificationRoutes } from './routes';
import { createNotificationScheduler, type NotificationScheduler } from './scheduler';
import { createPushSender, ensureVapidKeys, type VapidKeys } from './webPush';

export type { Notifier } from './notifier';

/** Who the push services may contact about our pushes (VAPID `sub`). */
export const VAPID_SUBJECT_DEFAULT = 'mailto:notifications@omnis.example';

export interface NotificationsModule {
  notifier: Notifier;
  scheduler: NotificationScheduler;
  /** Registers the routes on the API scope (under /omnis/v3). */
  register(api: FastifyInstance): void;
}

/**
 * Notifications wired together for one server process: storage, the hub (Redis fan-out
 * when REDIS_URL is set), web push with the stored VAPID keys, the scheduler. Its timers
 * and connections start when the app is ready and stop when it closes.
 */
export function createNotificationsModule(
  app: FastifyInstance,
  ctx: Omit<AppContext, 'notifier'>,
): NotificationsModule {
  const repo = createNotificationsRepository(ctx.db);
  const hub = createNotificationHub(ctx.config.redisUrl, ctx.config.redisPrefix);
  const iso = () => new Date(ctx.config.clock()).toISOString();
  let keys: Promise<VapidKeys> | null = null;
  const vapidKeys = () => (keys ??= ensureVapidKeys(repo, iso()));
  const push = createPushSender({
    keys: vapidKeys,
    subject: process.env.VAPID_SUBJECT || VAPID_SUBJECT_DEFAULT,
    removeSubscription: (endpoint) => repo.removeSubscription(endpoint),
    onError: (error) => app.log.warn({ err: error }, 'web push failed'),
  });
  const scheduler = createNotificationScheduler({
    repo,
    notifier: { send: (notification) => notifier.send(notification) },
    now: ctx.config.clock,
    onError: (error) => app.log.error({ err: error }, 'scheduled notification failed'),
  });
  const notifier = createNotifier({
    repo,
    hub,
    push,
    now: ctx.config.clock,
    onScheduled: () => scheduler.poke(),
  });

  app.addHook('onReady', async () => {
    // VAPID keys are made on first start, so a browser never sees the key change.
    await vapidKeys();
    await hub.ready();
    scheduler.start();
  });
  app.addHook('onClose', async () => {
    scheduler.stop();
    await hub.close();
  });

  return {
    notifier,
    scheduler,
    register: (api) =>
      registerNotificationRoutes(api, { ...ctx, notifier }, { repo, hub, notifier, vapidKeys }),
  };
}
