/**
 * Live chat answered by people: the shapes both sides read, the validation of every
 * write (the server parses with these schemas, the panels with the same ones), and the
 * pure rules of presence, agents' groups, read receipts and transcripts.
 */
import { z } from 'zod';
import { emailField } from '../model';
import type { ChatAttachmentView } from './attachments';
import { LIVE_CHAT_GROUP_IDS, LIVE_CHAT_GROUPS, type LiveChatGroupId } from './groups';

export type { LiveChatGroupId } from './groups';

/** Every message the chat shows a user, in one place. */
export const CHAT_MESSAGES = {
  messageRequired: 'Please write a message',
  messageTooLong: 'Messages can be at most 2000 characters',
  nameRequired: 'Please tell us your name',
  nameTooLong: 'Names can be at most 100 characters',
  group: 'Please choose a chat group',
  image: 'Please attach an image uploaded to this store',
  cannedTitle: 'Please give the reply a title',
  cannedBody: 'Please write the reply',
  notFound: 'This chat was not found',
  closed: 'This chat has ended',
  alreadyTransferred: 'This chat was already transferred',
  sameGroup: 'This chat is already with that group',
  stale: 'This chat changed in the meantime. It now shows as it is.',
  offlineSent: 'Thanks! We will answer by email.',
  transcriptSent: 'The transcript was emailed.',
  noEmail: 'The shopper left no email address for a transcript',
  cursor: 'This list is out of date. Reload it.',
} as const;

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_NAME_MAX = 100;
/** An agent counts as present this long after their inbox last reported in. */
export const PRESENCE_TTL_MS = 60_000;
/** How often an open inbox reports its agent present (well inside the TTL). */
export const PRESENCE_BEAT_MS = 20_000;
/** A typing indicator disappears this long after the last keystroke report. */
export const TYPING_TTL_MS = 4_000;

export const CHAT_STATUSES = ['queued', 'chatting', 'closed'] as const;
export type ConversationStatus = (typeof CHAT_STATUSES)[number];
export type ChatAuthor = 'shopper' | 'agent' | 'system';

export const chatGroupField = z.coerce
  .number({ error: CHAT_MESSAGES.group })
  .refine((n) => (LIVE_CHAT_GROUP_IDS as readonly number[]).includes(n), CHAT_MESSAGES.group)
  .transform((n) => n as LiveChatGroupId);

const messageBody = z
  .string({ error: CHAT_MESSAGES.messageRequired })
  .trim()
  .max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.messageTooLong);

const shopperName = z
  .string({ error: CHAT_MESSAGES.nameRequired })
  .trim()
  .min(1, CHAT_MESSAGES.nameRequired)
  .max(CHAT_NAME_MAX, CHAT_MESSAGES.nameTooLong);

/** A shopper opens a chat with their first message. */
export const startChatSchema = z.object({
  group: chatGroupField,
  name: shopperName,
  email: z.union([z.literal(''), emailField]).optional(),
  body: messageBody.min(1, CHAT_MESSAGES.messageRequired),
});
export type StartChat = z.infer<typeof startChatSchema>;

/** A message from either side: text, an image or an uploaded attachment, or text with one. */
export const sendMessageSchema = z
  .object({
    body: messageBody.default(''),
    image: z.string().max(500).nullish(),
    attachmentId: z.number().int().positive().nullish(),
  })
  .refine((m) => m.body.length > 0 || !!m.image || !!m.attachmentId, {
    message: CHAT_MESSAGES.messageRequired,
    path: ['body'],
  });
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const offlineMessageSchema = z.object({
  group: chatGroupField,
  name: shopperName,
  email: emailField,
  message: messageBody.min(1, CHAT_MESSAGES.messageRequired),
});
export type OfflineMessage = z.infer<typeof offlineMessageSchema>;

/** The spec's transfer payload: `group_id`. */
export const transferSchema = z.object({
  group_id: chatGroupField,
  version: z.coerce.number().int().min(1).optional(),
});

export const cannedReplySchema = z.object({
  title: z
    .string({ error: CHAT_MESSAGES.cannedTitle })
    .trim()
    .min(1, CHAT_MESSAGES.cannedTitle)
    .max(80, CHAT_MESSAGES.cannedTitle),
  body: messageBody.min(1, CHAT_MESSAGES.cannedBody),
});

export const readSchema = z.object({ lastId: z.coerce.number().int().min(0) });

export interface ChatMessageView {
  id: number;
  author: ChatAuthor;
  authorName: string;
  body: string;
  image: string | null;
  /** A file sent with the message (server/liveChat/attachmentRoutes.ts). */
  attachment: ChatAttachmentView | null;
  createdAt: string;
}

export interface ConversationView {
  id: number;
  divisionId: number;
  groupId: LiveChatGroupId;
  status: ConversationStatus;
  shopperName: string;
  shopperEmail: string | null;
  transferred: boolean;
  shopperReadId: number;
  agentReadId: number;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Inbox rows: the last message and how many shopper messages the agents have not read. */
  lastMessage?: ChatMessageView | null;
  unread?: number;
  storeName?: string;
}

export interface CannedReply {
  id: number;
  title: string;
  body: string;
}

/** What travels on a chat stream (shopper's or an inbox's). */
export type ChatStreamEvent =
  | { type: 'message'; conversationId: number; message: ChatMessageView }
  | { type: 'typing'; conversationId: number; author: 'shopper' | 'agent'; typing: boolean }
  | { type: 'read'; conversationId: number; author: 'shopper' | 'agent'; lastId: number }
  | { type: 'conversation'; conversation: ConversationView }
  | { type: 'presence'; groupId: number; status: GroupStatus };

export type GroupStatus = 'online' | 'offline';

export type AgentKind = 'seller' | 'staff';

/**
 * Which groups an agent answers: a store's sellers answer their own store's pro,
 * integrations and support chats; staff answer support and studio chats of every store.
 */
export function agentGroupsOf(kind: AgentKind): LiveChatGroupId[] {
  return kind === 'seller'
    ? [LIVE_CHAT_GROUPS.pro, LIVE_CHAT_GROUPS.integrations, LIVE_CHAT_GROUPS.support]
    : [LIVE_CHAT_GROUPS.support, LIVE_CHAT_GROUPS.studio];
}

export function isPresent(seenAt: string, now: number): boolean {
  const seen = Date.parse(seenAt);
  return Number.isFinite(seen) && now - seen < PRESENCE_TTL_MS;
}

/** A group is online when at least one of its agents is present (spec: "online or other"). */
export function groupStatusOf(seenAts: readonly string[], now: number): GroupStatus {
  return seenAts.some((seen) => isPresent(seen, now)) ? 'online' : 'offline';
}

/** A chat answered by an agent is chatting; a transfer puts it back in the queue. */
export function statusAfterMessage(
  status: ConversationStatus,
  author: ChatAuthor,
): ConversationStatus {
  if (status === 'closed') return status;
  return author === 'agent' ? 'chatting' : status;
}

/** Whether a transfer to `groupId` may happen: once, to another group, while open. */
export function transferProblem(
  conversation: Pick<ConversationView, 'status' | 'transferred' | 'groupId'>,
  groupId: number,
): string | null {
  if (conversation.status === 'closed') return CHAT_MESSAGES.closed;
  if (conversation.groupId === groupId) return CHAT_MESSAGES.sameGroup;
  if (conversation.transferred) return CHAT_MESSAGES.alreadyTransferred;
  return null;
}

/** "Seen" under a message: the other side has read up to it. */
export function isSeenBy(message: ChatMessageView, otherSideReadId: number): boolean {
  return message.id <= otherSideReadId;
}

/** The last of `viewer`'s own messages the other side has read: where "Seen" is shown. */
export function lastSeenMessageId(
  messages: readonly ChatMessageView[],
  viewer: 'shopper' | 'agent',
  otherSideReadId: number,
): number | null {
  let seen: number | null = null;
  for (const message of messages)
    if (message.author === viewer && isSeenBy(message, otherSideReadId)) seen = message.id;
  return seen;
}

/** How many of the shopper's messages the agents have not read. */
export function unreadByAgents(messages: readonly ChatMessageView[], agentReadId: number): number {
  return messages.filter((m) => m.author === 'shopper' && m.id > agentReadId).length;
}

/** A chat image must be one of the store's uploads (re-encoded by the image pipeline). */
export function isChatImageUrl(url: string, divisionId: number): boolean {
  return new RegExp(`^/uploads/${divisionId}/[A-Za-z0-9_-]+\\.(webp|jpg|jpeg|png|avif|gif)$`).test(
    url,
  );
}

export const GROUP_LABELS: Record<LiveChatGroupId, string> = {
  1: 'Pro',
  2: 'Integrations',
  3: 'Support',
  4: 'Studio',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The emailed transcript, as text and as escaped HTML (nothing a shopper typed runs).
 * Attachments are listed as links: `linkOf` gives each one's absolute download address.
 */
export function transcriptOf(
  storeName: string,
  messages: readonly ChatMessageView[],
  linkOf: (attachment: ChatAttachmentView) => string = (a) => a.url,
): { subject: string; text: string; html: string } {
  const subject = `Your chat with ${storeName}`;
  const lines = messages.map((m) => {
    const who = m.author === 'system' ? '' : `${m.authorName || m.author}: `;
    const body = [m.body, m.image ? `[image] ${m.image}` : ''].filter(Boolean).join(' ');
    const file = m.attachment ? { name: m.attachment.name, href: linkOf(m.attachment) } : null;
    return { when: m.createdAt.slice(0, 16).replace('T', ' '), who, body, file };
  });
  const text = [
    subject,
    '',
    ...lines.map(
      (l) =>
        `[${l.when}] ${l.who}${[l.body, l.file ? `[file] ${l.file.name}: ${l.file.href}` : '']
          .filter(Boolean)
          .join(' ')}`,
    ),
  ].join('\n');
  const html = `<h1>${escapeHtml(subject)}</h1>${lines
    .map(
      (l) =>
        `<p><small>${escapeHtml(l.when)}</small> <strong>${escapeHtml(l.who)}</strong>${escapeHtml(l.body)}${
          l.file ? ` <a href="${escapeHtml(l.file.href)}">${escapeHtml(l.file.name)}</a>` : ''
        }</p>`,
    )
    .join('')}`;
  return { subject, text, html };
}

/** How many conversations an inbox page holds ("Load more" asks for the next). */
export const INBOX_PAGE_SIZE = 20;

/** Where an inbox page ends: the last conversation's position in "most recent first". */
export interface InboxCursor {
  updatedAt: string;
  id: number;
}

/** The cursor as the client carries it: opaque, URL-safe. */
export const encodeInboxCursor = (cursor: InboxCursor): string =>
  `${cursor.updatedAt}_${cursor.id}`;

/** A cursor the client sent back, or null when it is not one of ours. */
export function decodeInboxCursor(value: string | undefined | null): InboxCursor | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)_(\d{1,15})$/.exec(
    value ?? '',
  );
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { updatedAt: match[1]!, id: Number(match[2]) };
}

/** The cursor of the page after `page`, or null when it was the last one. */
export function nextInboxCursor(
  page: readonly Pick<ConversationView, 'updatedAt' | 'id'>[],
  hasMore: boolean,
): string | null {
  const last = page.at(-1);
  return hasMore && last ? encodeInboxCursor({ updatedAt: last.updatedAt, id: last.id }) : null;
}

/** Adds a further page below the list: newest first, each conversation once. */
export function appendInboxPage<T extends Pick<ConversationView, 'id'>>(
  list: readonly T[],
  page: readonly T[],
): T[] {
  const known = new Set(list.map((c) => c.id));
  return [...list, ...page.filter((c) => !known.has(c.id))];
}
