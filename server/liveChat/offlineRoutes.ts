import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  OFFLINE_MESSAGES,
  offlineHandledSchema,
  offlineReplyMail,
  offlineReplySchema,
  type OfflineMessageView,
} from '../../src/chat/offlineMessages';
import { ConflictError, NotFoundError } from '../../src/errors';
import type { AppContext } from '../context';
import type { InboxScope, LiveChatRepository } from './repository';
import type { Mailer } from '../mail/mailer';

/** The outbox kind of an agent's emailed answer to a message left while offline. */
export const OFFLINE_REPLY_OUTBOX_KIND = 'live-chat-offline-reply';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Messages left while a group was offline, for the agents of the inbox they belong to
 * (a store's sellers, or staff for their groups): list, open (marks read), mark handled or
 * not, and reply by email (SMTP when configured, else the outbox). Changes carry the version the agent saw
 * (409 with the message as it is now when stale).
 */
export function registerOfflineMessageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  repo: LiveChatRepository,
  inboxScope: (request: FastifyRequest) => Promise<{ scope: InboxScope; userId: number }>,
  mailer: Mailer,
): void {
  const iso = () => new Date(ctx.config.clock()).toISOString();

  /** The message if it is in the caller's inbox; anyone else's answers as not found. */
  async function messageFor(request: FastifyRequest) {
    const { scope, userId } = await inboxScope(request);
    const found = await repo.findOfflineMessage(idParams.parse(request.params).id);
    const visible =
      found &&
      scope.groups.includes(found.groupId) &&
      (scope.kind === 'staff' || found.divisionId === scope.divisionId);
    if (!visible) throw new NotFoundError(OFFLINE_MESSAGES.notFound);
    return { message: found, userId };
  }

  const fresh = async (id: number): Promise<OfflineMessageView> => {
    const found = await repo.findOfflineMessage(id);
    if (!found) throw new NotFoundError(OFFLINE_MESSAGES.notFound);
    return found;
  };

  app.get('/live-chat/offline-messages/', async (request, reply) => {
    const { scope } = await inboxScope(request);
    reply.header('cache-control', 'no-store');
    return { offlineMessages: await repo.offlineMessages(scope) };
  });

  app.get('/live-chat/offline-messages/:id/', async (request, reply) => {
    const { message } = await messageFor(request);
    await repo.markOfflineRead(message.id, iso());
    reply.header('cache-control', 'no-store');
    return { offlineMessage: await fresh(message.id) };
  });

  app.post('/live-chat/offline-messages/:id/handled/', async (request) => {
    const { message, userId } = await messageFor(request);
    const input = offlineHandledSchema.parse(request.body);
    const handled = input.handled ? { at: iso(), by: userId } : null;
    if (!(await repo.setOfflineHandled(message.id, handled, input.version)))
      throw new ConflictError(OFFLINE_MESSAGES.stale, await fresh(message.id));
    return {
      offlineMessage: await fresh(message.id),
      message: input.handled ? OFFLINE_MESSAGES.handled : OFFLINE_MESSAGES.reopened,
    };
  });

  app.post('/live-chat/offline-messages/:id/reply/', async (request) => {
    const { message, userId } = await messageFor(request);
    const input = offlineReplySchema.parse(request.body);
    if (!(await repo.markOfflineReplied(message.id, userId, input.version, iso())))
      throw new ConflictError(OFFLINE_MESSAGES.stale, await fresh(message.id));
    const division = await ctx.repos.divisions.findByRef(String(message.divisionId));
    const mail = offlineReplyMail(division?.name ?? 'our store', message, input.body);
    await mailer.send({
      kind: OFFLINE_REPLY_OUTBOX_KIND,
      to: message.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      data: { division: message.divisionId, offlineMessageId: message.id },
    });
    return { offlineMessage: await fresh(message.id), message: OFFLINE_MESSAGES.replied };
  });
}
