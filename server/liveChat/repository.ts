import type { Kysely, Selectable } from 'kysely';
import type {
  CannedReply,
  ChatAuthor,
  ChatMessageView,
  ConversationStatus,
  ConversationView,
  InboxCursor,
} from '../../src/chat/conversation';
import { INBOX_PAGE_SIZE } from '../../src/chat/conversation';
import type { LiveChatGroupId } from '../../src/chat/conversation';
import type { StaffCandidate } from '../../src/chat/chatNotice';
import {
  chatAttachmentUrl,
  type ChatAttachmentType,
  type ChatAttachmentView,
} from '../../src/chat/attachments';
import type {
  ChatAttachmentsTable,
  ChatConversationsTable,
  ChatMessagesTable,
  ChatOfflineMessagesTable,
  Database,
} from '../db/schema';
import type { OfflineMessageView } from '../../src/chat/offlineMessages';

type ConversationRow = Selectable<ChatConversationsTable>;
type MessageRow = Selectable<ChatMessagesTable>;
type OfflineRow = Selectable<ChatOfflineMessagesTable>;
export type AttachmentRow = Selectable<ChatAttachmentsTable>;

export const attachmentView = (row: AttachmentRow): ChatAttachmentView => ({
  id: row.id,
  name: row.name,
  type: row.content_type as ChatAttachmentType,
  size: row.size,
  url: chatAttachmentUrl(row.conversation_id, row.id),
});

export const conversationView = (row: ConversationRow): ConversationView => ({
  id: row.id,
  divisionId: row.division_id,
  groupId: row.group_id as LiveChatGroupId,
  status: row.status as ConversationStatus,
  shopperName: row.shopper_name,
  shopperEmail: row.shopper_email,
  transferred: row.transferred === 1,
  shopperReadId: row.shopper_read_id,
  agentReadId: row.agent_read_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  version: row.version,
});

export const messageView = (
  row: MessageRow,
  attachment: AttachmentRow | null = null,
): ChatMessageView => ({
  id: row.id,
  author: row.author as ChatAuthor,
  authorName: row.author_name,
  body: row.body,
  image: row.image,
  attachment: attachment ? attachmentView(attachment) : null,
  createdAt: row.created_at,
});

export interface NewAttachment {
  conversationId: number;
  storageKey: string;
  name: string;
  contentType: ChatAttachmentType;
  size: number;
  downloadKey: string;
  author: 'shopper' | 'agent';
  now: string;
}

export const offlineView = (row: OfflineRow): OfflineMessageView => ({
  id: row.id,
  divisionId: row.division_id,
  groupId: row.group_id as LiveChatGroupId,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.created_at,
  readAt: row.read_at,
  handledAt: row.handled_at,
  repliedAt: row.replied_at,
  version: row.version,
});

export interface NewConversation {
  divisionId: number;
  groupId: number;
  tokenHash: string;
  shopperName: string;
  shopperEmail: string | null;
  now: string;
}

export interface NewMessage {
  conversationId: number;
  author: ChatAuthor;
  userId: number | null;
  authorName: string;
  body: string;
  image: string | null;
  attachmentId?: number | null;
  now: string;
}

/** Which conversations an inbox lists: a store's (sellers) or some groups' in every store (staff). */
export type InboxScope =
  | { kind: 'store'; divisionId: number; groups: readonly number[] }
  | { kind: 'staff'; groups: readonly number[] };

/** Storage of live chat, one implementation for SQLite and PostgreSQL (Kysely). */
export function createLiveChatRepository(db: Kysely<Database>) {
  const inScope = (row: ConversationRow, scope: InboxScope) =>
    scope.groups.includes(row.group_id) &&
    (scope.kind === 'staff' || row.division_id === scope.divisionId);

  /** Messages as views, each with the attachment it carries (one query for all). */
  const viewsOf = async (rows: MessageRow[]): Promise<ChatMessageView[]> => {
    const ids = rows.flatMap((r) => (r.attachment_id ? [r.attachment_id] : []));
    const files = ids.length
      ? await db.selectFrom('chat_attachments').selectAll().where('id', 'in', ids).execute()
      : [];
    return rows.map((row) =>
      messageView(row, files.find((f) => f.id === row.attachment_id) ?? null),
    );
  };

  return {
    async addAttachment(input: NewAttachment): Promise<AttachmentRow> {
      return db
        .insertInto('chat_attachments')
        .values({
          conversation_id: input.conversationId,
          storage_key: input.storageKey,
          name: input.name,
          content_type: input.contentType,
          size: input.size,
          download_key: input.downloadKey,
          author: input.author,
          created_at: input.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async attachment(conversationId: number, id: number): Promise<AttachmentRow | null> {
      const row = await db
        .selectFrom('chat_attachments')
        .selectAll()
        .where('id', '=', id)
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      return row ?? null;
    },

    async attachmentsOf(conversationId: number): Promise<AttachmentRow[]> {
      return db
        .selectFrom('chat_attachments')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .execute();
    },

    /** Whether a message already carries this attachment (each is sent once). */
    async attachmentSent(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('chat_messages')
        .select('id')
        .where('attachment_id', '=', id)
        .executeTakeFirst();
      return !!row;
    },

    async createConversation(input: NewConversation): Promise<ConversationView> {
      const row = await db
        .insertInto('chat_conversations')
        .values({
          division_id: input.divisionId,
          group_id: input.groupId,
          status: 'queued',
          token_hash: input.tokenHash,
          shopper_name: input.shopperName,
          shopper_email: input.shopperEmail,
          created_at: input.now,
          updated_at: input.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return conversationView(row);
    },

    async find(id: number): Promise<(ConversationView & { tokenHash: string }) | null> {
      const row = await db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...conversationView(row), tokenHash: row.token_hash } : null;
    },

    async addMessage(input: NewMessage): Promise<ChatMessageView> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('chat_messages')
          .values({
            conversation_id: input.conversationId,
            author: input.author,
            user_id: input.userId,
            author_name: input.authorName,
            body: input.body,
            image: input.image,
            attachment_id: input.attachmentId ?? null,
            created_at: input.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // A reply from an agent puts a queued chat into "chatting"; the writer has read
        // everything up to their own message.
        const readColumn = input.author === 'agent' ? 'agent_read_id' : 'shopper_read_id';
        await trx
          .updateTable('chat_conversations')
          .set((eb) => ({
            updated_at: input.now,
            [readColumn]: row.id,
            ...(input.author === 'agent'
              ? {
                  status: eb
                    .case()
                    .when('status', '=', 'queued')
                    .then('chatting')
                    .else(eb.ref('status'))
                    .end(),
                  agent_id: input.userId,
                }
              : {}),
          }))
          .where('id', '=', input.conversationId)
          .execute();
        const file = row.attachment_id
          ? await trx
              .selectFrom('chat_attachments')
              .selectAll()
              .where('id', '=', row.attachment_id)
              .executeTakeFirst()
          : undefined;
        return messageView(row, file ?? null);
      });
    },

    async messages(conversationId: number, afterId = 0): Promise<ChatMessageView[]> {
      const rows = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(500)
        .execute();
      return viewsOf(rows);
    },

    /** Moves the read mark forward only (a late, older receipt never moves it back). */
    async markRead(conversationId: number, side: 'shopper' | 'agent', lastId: number) {
      const column = side === 'agent' ? 'agent_read_id' : 'shopper_read_id';
      const latest = await db
        .selectFrom('chat_messages')
        .select((eb) => eb.fn.max('id').as('max'))
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      const upTo = Math.min(lastId, Number(latest?.max ?? 0));
      await db
        .updateTable('chat_conversations')
        .set({ [column]: upTo })
        .where('id', '=', conversationId)
        .where(column, '<', upTo)
        .execute();
      return upTo;
    },

    /** The transfer, once, against the version the caller saw; false when it changed. */
    async transfer(id: number, groupId: number, version: number | null, now: string) {
      let query = db
        .updateTable('chat_conversations')
        .set((eb) => ({
          group_id: groupId,
          transferred: 1,
          status: 'queued',
          agent_id: null,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('transferred', '=', 0);
      if (version !== null) query = query.where('version', '=', version);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async close(id: number, now: string) {
      await db
        .updateTable('chat_conversations')
        .set((eb) => ({ status: 'closed', updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * A page of an inbox: its conversations, most recent first, after `before` (the cursor of
     * the previous page), with the last message and unread count; `hasMore` when another
     * page follows.
     */
    async inbox(
      scope: InboxScope,
      limit = INBOX_PAGE_SIZE,
      before: InboxCursor | null = null,
    ): Promise<{ conversations: ConversationView[]; hasMore: boolean }> {
      let query = db
        .selectFrom('chat_conversations')
        .innerJoin('divisions', 'divisions.id', 'chat_conversations.division_id')
        .selectAll('chat_conversations')
        .select('divisions.name as store_name')
        .where('chat_conversations.group_id', 'in', [...scope.groups])
        .orderBy('chat_conversations.updated_at', 'desc')
        .orderBy('chat_conversations.id', 'desc')
        .limit(limit + 1);
      if (scope.kind === 'store')
        query = query.where('chat_conversations.division_id', '=', scope.divisionId);
      if (before)
        query = query.where((eb) =>
          eb.or([
            eb('chat_conversations.updated_at', '<', before.updatedAt),
            eb.and([
              eb('chat_conversations.updated_at', '=', before.updatedAt),
              eb('chat_conversations.id', '<', before.id),
            ]),
          ]),
        );
      const found = await query.execute();
      const hasMore = found.length > limit;
      const rows = found.slice(0, limit);
      if (rows.length === 0) return { conversations: [], hasMore: false };
      const ids = rows.map((r) => r.id);
      const lasts = await db
        .selectFrom('chat_messages')
        .selectAll()
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('chat_messages')
            .select((e) => e.fn.max('id').as('id'))
            .where('conversation_id', 'in', ids)
            .groupBy('conversation_id'),
        )
        .execute();
      const unread = await db
        .selectFrom('chat_messages')
        .innerJoin('chat_conversations', 'chat_conversations.id', 'chat_messages.conversation_id')
        .select(['chat_messages.conversation_id as id', (e) => e.fn.countAll().as('n')])
        .where('chat_messages.conversation_id', 'in', ids)
        .where('chat_messages.author', '=', 'shopper')
        .whereRef('chat_messages.id', '>', 'chat_conversations.agent_read_id')
        .groupBy('chat_messages.conversation_id')
        .execute();
      const lastViews = await viewsOf(lasts);
      const conversations = rows.map((row) => {
        const last = lastViews[lasts.findIndex((m) => m.conversation_id === row.id)];
        return {
          ...conversationView(row),
          storeName: row.store_name,
          lastMessage: last ?? null,
          unread: Number(unread.find((u) => u.id === row.id)?.n ?? 0),
        };
      });
      return { conversations, hasMore };
    },

    inScope(conversation: ConversationView, scope: InboxScope): boolean {
      return inScope(
        {
          group_id: conversation.groupId,
          division_id: conversation.divisionId,
        } as ConversationRow,
        scope,
      );
    },

    async touchPresence(
      userId: number,
      divisionId: number,
      groups: readonly number[],
      now: string,
    ) {
      for (const groupId of groups) {
        await db
          .insertInto('chat_agent_presence')
          .values({ user_id: userId, division_id: divisionId, group_id: groupId, seen_at: now })
          .onConflict((oc) =>
            oc.columns(['user_id', 'division_id', 'group_id']).doUpdateSet({ seen_at: now }),
          )
          .execute();
      }
    },

    async leavePresence(userId: number, divisionId: number) {
      await db
        .deleteFrom('chat_agent_presence')
        .where('user_id', '=', userId)
        .where('division_id', '=', divisionId)
        .execute();
    },

    /** When each agent of the group for this store (its sellers, or staff) was last seen. */
    async presenceOf(divisionId: number, groupId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('chat_agent_presence')
        .select('seen_at')
        .where('group_id', '=', groupId)
        .where('division_id', 'in', [divisionId, 0])
        .execute();
      return rows.map((r) => r.seen_at);
    },

    async addOfflineMessage(input: {
      divisionId: number;
      groupId: number;
      name: string;
      email: string;
      message: string;
      now: string;
    }) {
      const row = await db
        .insertInto('chat_offline_messages')
        .values({
          division_id: input.divisionId,
          group_id: input.groupId,
          name: input.name,
          email: input.email,
          message: input.message,
          created_at: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Messages left while offline in an inbox's scope, newest first. */
    async offlineMessages(scope: InboxScope, limit = 100): Promise<OfflineMessageView[]> {
      let query = db
        .selectFrom('chat_offline_messages as m')
        .innerJoin('divisions', 'divisions.id', 'm.division_id')
        .selectAll('m')
        .select('divisions.name as store_name')
        .where('m.group_id', 'in', [...scope.groups])
        .orderBy('m.id', 'desc')
        .limit(limit);
      if (scope.kind === 'store') query = query.where('m.division_id', '=', scope.divisionId);
      const rows = await query.execute();
      return rows.map((row) => ({ ...offlineView(row), storeName: row.store_name }));
    },

    async findOfflineMessage(id: number): Promise<OfflineMessageView | null> {
      const row = await db
        .selectFrom('chat_offline_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? offlineView(row) : null;
    },

    /** The first agent to open it marks it read (no version: reading changes nothing shown). */
    async markOfflineRead(id: number, now: string) {
      await db
        .updateTable('chat_offline_messages')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
    },

    /** Handled or not, at the version the agent saw; false when it changed meanwhile. */
    async setOfflineHandled(
      id: number,
      handled: { at: string; by: number } | null,
      version: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('chat_offline_messages')
        .set((eb) => ({
          handled_at: handled?.at ?? null,
          handled_by: handled?.by ?? null,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A reply was emailed: replied and handled, at the version the agent saw. */
    async markOfflineReplied(id: number, by: number, version: number, now: string) {
      const result = await db
        .updateTable('chat_offline_messages')
        .set((eb) => ({
          replied_at: now,
          read_at: eb.fn.coalesce('read_at', eb.val(now)),
          handled_at: now,
          handled_by: by,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async cannedReplies(divisionId: number): Promise<CannedReply[]> {
      return db
        .selectFrom('chat_canned_replies')
        .select(['id', 'title', 'body'])
        .where('division_id', '=', divisionId)
        .orderBy('title')
        .execute();
    },

    async addCannedReply(divisionId: number, title: string, body: string, now: string) {
      return db
        .insertInto('chat_canned_replies')
        .values({ division_id: divisionId, title, body, created_at: now })
        .returning(['id', 'title', 'body'])
        .executeTakeFirstOrThrow();
    },

    async deleteCannedReply(divisionId: number, id: number) {
      const result = await db
        .deleteFrom('chat_canned_replies')
        .where('division_id', '=', divisionId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Internal users with a staff profile: who may be staff agents (src/chat/chatNotice.ts decides). */
    async staffCandidates(): Promise<StaffCandidate[]> {
      const rows = await db
        .selectFrom('staff_profiles')
        .innerJoin('users', 'users.id', 'staff_profiles.user_id')
        .select([
          'users.id',
          'staff_profiles.status',
          'staff_profiles.role',
          'users.two_factor_secret',
        ])
        .where('users.internal', '=', 1)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        status: r.status === 0 || r.status === -1 ? r.status : null,
        role: r.role,
        twoFactorEnabled: r.two_factor_secret !== null,
      }));
    },

    /** The store's sellers: who hears of a new chat message. */
    async sellersOf(divisionId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('user_divisions')
        .select('user_id')
        .where('division_id', '=', divisionId)
        .execute();
      return rows.map((r) => r.user_id);
    },
  };
}

export type LiveChatRepository = ReturnType<typeof createLiveChatRepository>;
