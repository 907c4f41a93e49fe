import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../src/errors';
import { integer } from '../../src/model';
import {
  BUILDER_MESSAGES,
  composeNotificationSchema,
  isScheduleInFuture,
  notificationSubmission,
  RELAY_MESSAGES,
  relayTargets,
  subscriptionRequestSchema,
} from '../../src/notifications';
import { relayRequestSchema } from '../../src/notifications/relaySchema';
import { ValidationError } from '../../src/errors';
import { signedInUser } from '../access';
import type { AppContext } from '../context';
import { storeWithAccess } from '../store/storeWithAccess';
import type { NotificationHub } from './hub';
import type { Notifier } from './notifier';
import type { NotificationsRepository } from './repository';
import { RelayRefusedError, relayPost } from './relayPost';
import type { VapidKeys } from './webPush';

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found';
export const NOTIFICATION_CONFLICT_MESSAGE =
  'This notification was changed or already sent. Reload to see it as it is now.';
/** Posts on a user may ask for a minute: a person clicks a few; a script is held back. */
const RELAY_PER_MINUTE = 20;
/** Keeps proxies from closing an idle event stream. */
const STREAM_PING_MS = 25_000;

const recipientParams = z.object({ recipientId: z.coerce.number().int().positive() });
const divisionParams = z.object({ division: z.string().min(1) });
const notificationParams = divisionParams.extend({ id: z.coerce.number().int().positive() });
const cancelBody = z.object({ version: integer.pipe(z.number().int().min(1)) });

export interface NotificationRouteDeps {
  repo: NotificationsRepository;
  hub: NotificationHub;
  notifier: Notifier;
  vapidKeys: () => Promise<VapidKeys>;
}

/**
 * The notification calls under /omnis/v3: the signed-in user's list, read, delete (the
 * spec's exact mark-as-deleted path), live stream (server-sent events) and push
 * subscription; the seller's builder calls under /divisions/{division}/notifications/.
 */
export function registerNotificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deps: NotificationRouteDeps,
): void {
  const { repo, hub, notifier } = deps;
  const iso = () => new Date(ctx.config.clock()).toISOString();
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get('/notifications/', async (request, reply) => {
    const user = signedInUser(request.auth);
    noStore(reply);
    const [notifications, unread] = await Promise.all([
      repo.listForUser(user.id),
      repo.unread(user.id),
    ]);
    return { notifications, unread };
  });

  app.post('/notifications/:recipientId/read/', async (request) => {
    const user = signedInUser(request.auth);
    const { recipientId } = recipientParams.parse(request.params);
    if (!(await repo.markOpened(user.id, recipientId, iso())))
      throw new NotFoundError(NOTIFICATION_NOT_FOUND_MESSAGE);
    await notifier.unreadChanged(user.id);
    return { unread: await repo.unread(user.id) };
  });

  /**
   * Posts the notification's data, with the user's answers to its fields, to one of the
   * http(s) addresses the notification carries (src/notifications/relay.ts).
   */
  app.post(
    '/notifications/:recipientId/relay/',
    { config: { rateLimit: { max: RELAY_PER_MINUTE, timeWindow: 60_000 } } },
    async (request) => {
      const user = signedInUser(request.auth);
      const { recipientId } = recipientParams.parse(request.params);
      const { href, values } = relayRequestSchema.parse(request.body);
      const notification = await repo.findForUser(user.id, recipientId);
      if (!notification) throw new NotFoundError(NOTIFICATION_NOT_FOUND_MESSAGE);
      if (!relayTargets(notification).includes(href.trim()))
        throw new ValidationError(RELAY_MESSAGES.notThisNotification, [
          { field: 'href', message: RELAY_MESSAGES.notThisNotification },
        ]);
      try {
        const status = await relayPost(href.trim(), notificationSubmission(notification, values), {
          allowPrivate: ctx.config.notificationRelayAllowPrivate,
        });
        return { delivered: status >= 200 && status < 300, status };
      } catch (error) {
        if (error instanceof RelayRefusedError)
          throw new ValidationError(RELAY_MESSAGES.refusedAddress, [
            { field: 'href', message: RELAY_MESSAGES.refusedAddress },
          ]);
        request.log.warn({ err: error }, 'A notification could not be posted on');
        return { delivered: false, status: 0 };
      }
    },
  );

  app.post('/notifications/dashboard/mark-as-deleted/:recipientId/', async (request) => {
    const user = signedInUser(request.auth);
    const { recipientId } = recipientParams.parse(request.params);
    if (!(await repo.markDeleted(user.id, recipientId, iso())))
      throw new NotFoundError(NOTIFICATION_NOT_FOUND_MESSAGE);
    await notifier.unreadChanged(user.id);
    return { unread: await repo.unread(user.id) };
  });

  /** Server-sent events: the unread count at once, then each new notification and count. */
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });
  app.get('/notifications/stream/', async (request, reply) => {
    const user = signedInUser(request.auth);
    await hub.ready();
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const write = (event: string, data: unknown) =>
      out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const unsubscribe = hub.subscribe(user.id, (event) => write(event.type, event));
    const ping = setInterval(() => out.write(': ping\n\n'), STREAM_PING_MS).unref();
    const end = () => {
      unsubscribe();
      clearInterval(ping);
      openStreams.delete(end);
      if (!out.writableEnded) out.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
    write('unread', { type: 'unread', unread: await repo.unread(user.id) });
  });

  app.get('/notifications/subscriptions/key/', async (request, reply) => {
    signedInUser(request.auth);
    noStore(reply);
    return { publicKey: (await deps.vapidKeys()).publicKey };
  });

  /** Subscribing creates a push subscription only if none exists for that endpoint. */
  app.post('/notifications/subscriptions/', async (request, reply) => {
    const user = signedInUser(request.auth);
    const { subscription, extras } = subscriptionRequestSchema.parse(request.body);
    const created = await repo.addSubscription({
      userId: user.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      extras,
      now: iso(),
    });
    reply.status(created ? 201 : 200);
    return { created };
  });

  // The builder (seller dashboard).

  const storeOf = (
    params: unknown,
    auth: Parameters<typeof storeWithAccess>[2],
    need: 'read' | 'write',
  ) => storeWithAccess(ctx, params, auth, need);

  app.get('/divisions/:division/notifications/', async (request, reply) => {
    const division = await storeOf(request.params, request.auth, 'read');
    noStore(reply);
    return { notifications: await repo.summaries(division.id) };
  });

  app.post('/divisions/:division/notifications/', async (request, reply) => {
    const division = await storeOf(request.params, request.auth, 'write');
    const user = signedInUser(request.auth);
    const input = composeNotificationSchema.parse(request.body);
    if (input.scheduledAt && !isScheduleInFuture(input.scheduledAt, ctx.config.clock()))
      throw new ValidationError(BUILDER_MESSAGES.scheduledAt, [
        { field: 'scheduledAt', message: BUILDER_MESSAGES.scheduledAt },
      ]);
    if (input.audience === 'product-customers') {
      const product = await ctx.repos.products.findByIdOrUrl(division.id, {
        productId: input.productId,
      });
      if (!product)
        throw new ValidationError(BUILDER_MESSAGES.product, [
          { field: 'productId', message: BUILDER_MESSAGES.product },
        ]);
    }
    const stored = await notifier.compose(division.id, user.id, input);
    reply.status(201);
    return {
      notification: (await repo.summaries(division.id)).find((s) => s.id === stored.id),
    };
  });

  app.post('/divisions/:division/notifications/:id/cancel/', async (request) => {
    const division = await storeOf(request.params, request.auth, 'write');
    const { id } = notificationParams.parse(request.params);
    const { version } = cancelBody.parse(request.body);
    if (!(await repo.cancel(division.id, id, version, iso()))) {
      const current = (await repo.summaries(division.id)).find((s) => s.id === id);
      if (!current) throw new NotFoundError(NOTIFICATION_NOT_FOUND_MESSAGE);
      throw new ConflictError(NOTIFICATION_CONFLICT_MESSAGE, current);
    }
    return { notification: (await repo.summaries(division.id)).find((s) => s.id === id) };
  });
}
