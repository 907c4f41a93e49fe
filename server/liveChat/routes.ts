import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  agentGroupsOf,
  cannedReplySchema,
  CHAT_MESSAGES,
  chatGroupField,
  decodeInboxCursor,
  groupStatusOf,
  INBOX_PAGE_SIZE,
  nextInboxCursor,
  isChatImageUrl,
  offlineMessageSchema,
  PRESENCE_BEAT_MS,
  readSchema,
  sendMessageSchema,
  startChatSchema,
  transcriptOf,
  transferProblem,
  transferSchema,
  type ChatStreamEvent,
  type ConversationView,
  GROUP_LABELS,
} from '../../src/chat/conversation';
import {
  ApiError,
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from '../../src/errors';
import { assertAccess, divisionNeed, mayAccess, signedInUser } from '../access';
import { hasPermission } from '../../src/backOffice';
import { STAFF_CHAT_PERMISSION } from '../../src/chat/chatNotice';
import { atlasStaffOf } from '../backOffice/guard';
import type { AppContext } from '../context';
import type { FanOut } from '../notifications/hub';
import { divisionFromParam } from '../store/divisionParam';
import { storeFromRequest } from '../store/storeFromRequest';
import type { ChatNotices } from './notices';
import { registerOfflineMessageRoutes } from './offlineRoutes';
import { registerChatAttachmentRoutes } from './attachmentRoutes';
import { ATTACHMENT_MESSAGES } from '../../src/chat/attachments';
import { offlineMessageNotice } from './offlineMessageMail';
import { createMailer, type Mailer } from '../mail/mailer';
import { composeNoticeMail } from '../mail/noticeMail';
import { mailOrigin } from '../mail/origin';
import { mailSettingsFromEnv } from '../mail/settings';
import type { InboxScope, LiveChatRepository } from './repository';

/** The shopper's chat token travels in this header (and as `token` on the event stream). */
export const CHAT_TOKEN_HEADER = 'x-live-chat-token';
export const CHAT_OUTBOX_KINDS = {
  transcript: 'live-chat-transcript',
  offline: 'live-chat-offline-message',
} as const;
const STREAM_PING_MS = 25_000;

const chatParams = z.object({ chatId: z.coerce.number().int().positive() });
const groupParams = z.object({ groupId: chatGroupField });
const divisionQuery = z.object({ division: z.union([z.string(), z.number()]).nullish() });
const inboxQuery = z.object({
  division: z.string().min(1).optional(),
  scope: z.enum(['store', 'staff']).default('store'),
});
/** A further inbox page: the cursor the previous page answered with. */
const inboxPageQuery = inboxQuery.extend({
  cursor: z
    .string()
    .max(64)
    .optional()
    .refine((v) => v === undefined || decodeInboxCursor(v) !== null, CHAT_MESSAGES.cursor),
});
const typingSchema = z.object({ typing: z.boolean() });
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);

export type ChatFanOut = FanOut<string, ChatStreamEvent>;

export interface LiveChatDeps {
  repo: LiveChatRepository;
  hub: ChatFanOut;
  notices: ChatNotices;
  /** Transcripts and offline messages: SMTP when configured, else the outbox. */
  mailer?: Mailer;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Who is acting on a conversation: its shopper (by token) or an agent of its group. */
export type Actor =
  | { kind: 'shopper' }
  | { kind: 'agent'; userId: number; name: string; agentKind: 'seller' | 'staff' };

/** The fan-out keys a conversation's events reach: its shopper, its store's inbox, staff's group inbox. */
const keysOf = (c: Pick<ConversationView, 'id' | 'divisionId' | 'groupId'>) => [
  `c:${c.id}`,
  `d:${c.divisionId}`,
  `g:${c.groupId}`,
];

/**
 * The live chat calls under /omnis/v3. Shopper calls carry the chat token from
 * GET /live-chat/token; agent calls carry the session of a seller of the store (pro,
 * integrations, support) or of enabled staff with two-factor (support, studio).
 */
export function registerLiveChatRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  {
    repo,
    hub,
    notices,
    mailer = createMailer(mailSettingsFromEnv(process.env), ctx.repos.records),
  }: LiveChatDeps,
): void {
  app.addHook('onClose', async () => mailer.close());
  const iso = () => new Date(ctx.config.clock()).toISOString();
  const now = () => ctx.config.clock();
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const publish = async (c: ConversationView, event: ChatStreamEvent) => {
    for (const key of keysOf(c)) await hub.publish(key, event);
  };

  /** Staff who may answer chats: atlas's entry rule, and the customers permission. */
  const staffOf = async (request: FastifyRequest) => {
    try {
      const who = await atlasStaffOf(request, ctx.repos.staff);
      return hasPermission(who.permissions, STAFF_CHAT_PERMISSION) ? who : null;
    } catch {
      return null;
    }
  };

  /** An agent of this conversation, or null. Sellers for their store; staff for theirs. */
  async function agentFor(request: FastifyRequest, c: ConversationView): Promise<Actor | null> {
    const user = request.auth.user;
    if (!user) return null;
    const name = user.firstName || 'Support';
    if (
      agentGroupsOf('seller').includes(c.groupId) &&
      mayAccess(request.auth, divisionNeed(c.divisionId, 'write', 'store'))
    )
      return { kind: 'agent', userId: user.id, name, agentKind: 'seller' };
    if (agentGroupsOf('staff').includes(c.groupId) && (await staffOf(request)))
      return { kind: 'agent', userId: user.id, name, agentKind: 'staff' };
    return null;
  }

  async function conversationFor(request: FastifyRequest, tokenFromQuery?: string) {
    const { chatId } = chatParams.parse(request.params);
    const found = await repo.find(chatId);
    if (!found) throw new NotFoundError(CHAT_MESSAGES.notFound);
    const { tokenHash, ...conversation } = found;
    const header = request.headers[CHAT_TOKEN_HEADER];
    const token = typeof header === 'string' ? header : tokenFromQuery;
    if (token && tokenSchema.safeParse(token).success && sameHash(hashToken(token), tokenHash))
      return { conversation, actor: { kind: 'shopper' } as Actor };
    const agent = await agentFor(request, conversation);
    // Another shopper's chat answers as if it did not exist.
    if (!agent) throw new NotFoundError(CHAT_MESSAGES.notFound);
    return { conversation, actor: agent };
  }

  registerChatAttachmentRoutes(app, ctx, repo, conversationFor, iso);

  const fresh = async (id: number): Promise<ConversationView> => {
    const found = await repo.find(id);
    if (!found) throw new NotFoundError(CHAT_MESSAGES.notFound);
    const { tokenHash: _hidden, ...conversation } = found;
    return conversation;
  };

  // --- The spec's calls -------------------------------------------------------------

  /** A new shopper chat token: the shopper keeps it; the server keeps only its hash. */
  app.get('/live-chat/token', async (_request, reply) => {
    noStore(reply);
    return { token: randomBytes(24).toString('base64url') };
  });

  app.get('/live-chat/group/:groupId/status', async (request, reply) => {
    const { groupId } = groupParams.parse(request.params);
    const division = await storeFromRequest(
      ctx,
      request,
      divisionQuery.parse(request.query).division,
    );
    noStore(reply);
    return { status: groupStatusOf(await repo.presenceOf(division.id, groupId), now()) };
  });

  app.get('/live-chat/chat/:chatId/group', async (request, reply) => {
    const { conversation } = await conversationFor(request);
    noStore(reply);
    return { group: conversation.groupId };
  });

  app.post('/live-chat/chat/:chatId/transfer', async (request) => {
    const { conversation, actor } = await conversationFor(request);
    const { group_id: groupId, version } = transferSchema.parse(request.body);
    const problem = transferProblem(conversation, groupId);
    if (problem) throw new ValidationError(problem, [{ field: 'group_id', message: problem }]);
    if (!(await repo.transfer(conversation.id, groupId, version ?? null, iso())))
      throw new ConflictError(CHAT_MESSAGES.stale, await fresh(conversation.id));
    const moved = await fresh(conversation.id);
    const by = actor.kind === 'agent' ? actor.name : conversation.shopperName;
    const note = await repo.addMessage({
      conversationId: moved.id,
      author: 'system',
      userId: null,
      authorName: '',
      body: `${by} transferred the chat to ${GROUP_LABELS[groupId]}.`,
      image: null,
      now: iso(),
    });
    // The old group's inbox hears of it too, so the chat leaves its list.
    await publish(conversation, { type: 'conversation', conversation: moved });
    await publish(moved, { type: 'conversation', conversation: moved });
    await publish(moved, { type: 'message', conversationId: moved.id, message: note });
    // The new group's agents hear of the chat now waiting in their queue.
    await notices.shopperWrote(moved, note.body);
    return { conversation: moved };
  });

  // --- Shopper ----------------------------------------------------------------------

  app.post('/live-chat/chats/', async (request, reply) => {
    const header = request.headers[CHAT_TOKEN_HEADER];
    const token = tokenSchema.safeParse(header);
    if (!token.success) throw new ApiError(CHAT_MESSAGES.notFound, 401);
    const input = startChatSchema.parse(request.body);
    const division = await storeFromRequest(
      ctx,
      request,
      divisionQuery.parse(request.query).division,
    );
    const conversation = await repo.createConversation({
      divisionId: division.id,
      groupId: input.group,
      tokenHash: hashToken(token.data),
      shopperName: input.name,
      shopperEmail: input.email || null,
      now: iso(),
    });
    const message = await repo.addMessage({
      conversationId: conversation.id,
      author: 'shopper',
      userId: request.auth.user?.id ?? null,
      authorName: input.name,
      body: input.body,
      image: null,
      now: iso(),
    });
    const stored = await fresh(conversation.id);
    await publish(stored, { type: 'conversation', conversation: stored });
    await publish(stored, { type: 'message', conversationId: stored.id, message });
    await notices.shopperWrote(stored, message.body);
    reply.status(201);
    return { conversation: stored, messages: [message] };
  });

  app.get('/live-chat/chat/:chatId/', async (request, reply) => {
    const { conversation } = await conversationFor(request);
    noStore(reply);
    return { conversation, messages: await repo.messages(conversation.id) };
  });

  app.post('/live-chat/chat/:chatId/messages/', async (request, reply) => {
    const { conversation, actor } = await conversationFor(request);
    if (conversation.status === 'closed') throw new ApiError(CHAT_MESSAGES.closed, 409);
    const input = sendMessageSchema.parse(request.body);
    // Images come only from agents, and only as the store's own re-encoded uploads.
    if (
      input.image &&
      (actor.kind !== 'agent' || !isChatImageUrl(input.image, conversation.divisionId))
    )
      throw new ValidationError(CHAT_MESSAGES.image, [
        { field: 'image', message: CHAT_MESSAGES.image },
      ]);
    // An attachment is one uploaded to this chat, and it is sent once.
    if (input.attachmentId) {
      const file = await repo.attachment(conversation.id, input.attachmentId);
      const problem = !file
        ? ATTACHMENT_MESSAGES.notFound
        : (await repo.attachmentSent(file.id))
          ? ATTACHMENT_MESSAGES.alreadySent
          : null;
      if (problem)
        throw new ValidationError(problem, [{ field: 'attachmentId', message: problem }]);
    }
    const message = await repo.addMessage({
      conversationId: conversation.id,
      author: actor.kind === 'agent' ? 'agent' : 'shopper',
      userId: actor.kind === 'agent' ? actor.userId : (request.auth.user?.id ?? null),
      authorName: actor.kind === 'agent' ? actor.name : conversation.shopperName,
      body: input.body,
      image: input.image ?? null,
      attachmentId: input.attachmentId ?? null,
      now: iso(),
    });
    const updated = await fresh(conversation.id);
    await publish(updated, { type: 'message', conversationId: updated.id, message });
    await publish(updated, { type: 'conversation', conversation: updated });
    if (actor.kind === 'shopper') await notices.shopperWrote(updated, message.body);
    reply.status(201);
    return { message, conversation: updated };
  });

  app.post('/live-chat/chat/:chatId/typing/', async (request) => {
    const { conversation, actor } = await conversationFor(request);
    const { typing } = typingSchema.parse(request.body);
    await publish(conversation, {
      type: 'typing',
      conversationId: conversation.id,
      author: actor.kind === 'agent' ? 'agent' : 'shopper',
      typing,
    });
    return { ok: true };
  });

  app.post('/live-chat/chat/:chatId/read/', async (request) => {
    const { conversation, actor } = await conversationFor(request);
    const { lastId } = readSchema.parse(request.body);
    const side = actor.kind === 'agent' ? 'agent' : 'shopper';
    const upTo = await repo.markRead(conversation.id, side, lastId);
    if (actor.kind === 'agent') await notices.agentRead(actor.userId, conversation.id);
    await publish(conversation, {
      type: 'read',
      conversationId: conversation.id,
      author: side,
      lastId: upTo,
    });
    return { lastId: upTo };
  });

  app.post('/live-chat/chat/:chatId/close/', async (request) => {
    const { conversation } = await conversationFor(request);
    await repo.close(conversation.id, iso());
    const closed = await fresh(conversation.id);
    await publish(closed, { type: 'conversation', conversation: closed });
    return { conversation: closed };
  });

  app.post('/live-chat/chat/:chatId/transcript/', async (request) => {
    const { conversation, actor } = await conversationFor(request);
    if (actor.kind !== 'agent') throw new PermissionDeniedError();
    if (!conversation.shopperEmail) throw new ApiError(CHAT_MESSAGES.noEmail, 422);
    const division = await ctx.repos.divisions.findByRef(String(conversation.divisionId));
    // Attachments are listed as links the shopper can open without the chat: each file's key.
    const keys = new Map(
      (await repo.attachmentsOf(conversation.id)).map((a) => [a.id, a.download_key]),
    );
    const origin = mailOrigin(request, division?.customDomain ?? null);
    const mail = transcriptOf(
      division?.name ?? 'our store',
      await repo.messages(conversation.id),
      (a) => `${origin}${a.url}?key=${keys.get(a.id) ?? ''}`,
    );
    await mailer.send({
      kind: CHAT_OUTBOX_KINDS.transcript,
      to: conversation.shopperEmail,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      data: { division: conversation.divisionId, chatId: conversation.id },
    });
    return { message: CHAT_MESSAGES.transcriptSent };
  });

  /** Server-sent events for the shopper's panel: this chat's messages, typing, receipts. */
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });
  function stream(
    request: FastifyRequest,
    reply: FastifyReply,
    keys: string[],
    beat?: { every: number; run: () => Promise<void>; end: () => Promise<void> },
  ) {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const write = (event: ChatStreamEvent) =>
      out.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    const unsubscribes = keys.map((key) => hub.subscribe(key, write));
    const ping = setInterval(() => out.write(': ping\n\n'), STREAM_PING_MS).unref();
    const heart = beat
      ? setInterval(() => void beat.run().catch(() => undefined), beat.every).unref()
      : null;
    const end = () => {
      if (!openStreams.has(end)) return;
      openStreams.delete(end);
      for (const unsubscribe of unsubscribes) unsubscribe();
      clearInterval(ping);
      if (heart) clearInterval(heart);
      void beat?.end().catch(() => undefined);
      if (!out.writableEnded) out.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
    out.write(': open\n\n');
  }

  app.get('/live-chat/chat/:chatId/stream', async (request, reply) => {
    const token = z.object({ token: z.string().optional() }).parse(request.query).token;
    const { conversation } = await conversationFor(request, token);
    await hub.ready();
    stream(request, reply, [`c:${conversation.id}`]);
  });

  app.post('/live-chat/offline/', async (request, reply) => {
    const input = offlineMessageSchema.parse(request.body);
    const division = await storeFromRequest(
      ctx,
      request,
      divisionQuery.parse(request.query).division,
    );
    const id = await repo.addOfflineMessage({
      divisionId: division.id,
      groupId: input.group,
      name: input.name,
      email: input.email,
      message: input.message,
      now: iso(),
    });
    const sellers = await ctx.db
      .selectFrom('user_divisions')
      .innerJoin('users', 'users.id', 'user_divisions.user_id')
      .select('users.email')
      .where('user_divisions.division_id', '=', division.id)
      .execute();
    const notice = offlineMessageNotice({
      ...input,
      group: GROUP_LABELS[input.group],
      store: division.name,
    });
    for (const seller of sellers)
      await mailer.send(
        await composeNoticeMail(CHAT_OUTBOX_KINDS.offline, seller.email, notice, {
          origin: mailOrigin(request, division.customDomain),
          store: division,
          replyTo: input.email,
          data: { division: division.id, offlineMessageId: id },
        }),
      );
    reply.status(201);
    return { message: CHAT_MESSAGES.offlineSent };
  });

  // --- Agents: inboxes ----------------------------------------------------------------

  async function inboxScope(request: FastifyRequest): Promise<{
    scope: InboxScope;
    userId: number;
    presenceDivision: number;
  }> {
    const query = inboxQuery.parse(request.query);
    const user = signedInUser(request.auth);
    if (query.scope === 'staff') {
      if (!(await staffOf(request))) throw new PermissionDeniedError();
      return {
        scope: { kind: 'staff', groups: agentGroupsOf('staff') },
        userId: user.id,
        presenceDivision: 0,
      };
    }
    const division = await divisionFromParam(ctx, query.division ?? '');
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    return {
      scope: { kind: 'store', divisionId: division.id, groups: agentGroupsOf('seller') },
      userId: user.id,
      presenceDivision: division.id,
    };
  }

  app.get('/live-chat/inbox/', async (request, reply) => {
    const { scope } = await inboxScope(request);
    const { cursor } = inboxPageQuery.parse(request.query);
    noStore(reply);
    const page = await repo.inbox(scope, INBOX_PAGE_SIZE, decodeInboxCursor(cursor));
    const cannedReplies = scope.kind === 'store' ? await repo.cannedReplies(scope.divisionId) : [];
    return {
      conversations: page.conversations,
      nextCursor: nextInboxCursor(page.conversations, page.hasMore),
      cannedReplies,
      groups: scope.groups,
    };
  });

  /** An open inbox: its events, and its agent counted present for its groups meanwhile. */
  app.get('/live-chat/inbox/stream', async (request, reply) => {
    const { scope, userId, presenceDivision } = await inboxScope(request);
    await hub.ready();
    const touch = () => repo.touchPresence(userId, presenceDivision, scope.groups, iso());
    await touch();
    const keys =
      scope.kind === 'store' ? [`d:${scope.divisionId}`] : scope.groups.map((g) => `g:${g}`);
    stream(request, reply, keys, {
      every: PRESENCE_BEAT_MS,
      run: touch,
      end: () => repo.leavePresence(userId, presenceDivision),
    });
  });

  registerOfflineMessageRoutes(app, ctx, repo, inboxScope, mailer);

  const storeParams = z.object({ division: z.string().min(1) });
  const cannedParams = storeParams.extend({ id: z.coerce.number().int().positive() });

  app.get('/divisions/:division/live-chat/canned-replies/', async (request, reply) => {
    const division = await divisionFromParam(ctx, storeParams.parse(request.params).division);
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    noStore(reply);
    return { cannedReplies: await repo.cannedReplies(division.id) };
  });

  app.post('/divisions/:division/live-chat/canned-replies/', async (request, reply) => {
    const division = await divisionFromParam(ctx, storeParams.parse(request.params).division);
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    const input = cannedReplySchema.parse(request.body);
    reply.status(201);
    return { cannedReply: await repo.addCannedReply(division.id, input.title, input.body, iso()) };
  });

  app.delete('/divisions/:division/live-chat/canned-replies/:id/', async (request) => {
    const params = cannedParams.parse(request.params);
    const division = await divisionFromParam(ctx, params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    if (!(await repo.deleteCannedReply(division.id, params.id)))
      throw new NotFoundError(CHAT_MESSAGES.notFound);
    return { ok: true };
  });
}
