/**
 * The live chat calls (server/liveChat/routes.ts) for the shopper's panel and the agents'
 * inboxes. Every answer is parsed with zod; failures reject with the typed src/errors error.
 */
import { z } from 'zod';
import { fetchTransport, type Transport } from '../api/transport';
import { CHAT_ATTACHMENT_TYPES } from './attachments';
import { CHAT_STATUSES, type OfflineMessage, type StartChat } from './conversation';
import type { LiveChatGroupId } from './groups';

export const CHAT_TOKEN_HEADER = 'x-live-chat-token';

export const chatAttachmentViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(CHAT_ATTACHMENT_TYPES),
  size: z.number(),
  url: z.string(),
});

export const chatMessageViewSchema = z.object({
  id: z.number(),
  author: z.enum(['shopper', 'agent', 'system']),
  authorName: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  attachment: chatAttachmentViewSchema.nullable().default(null),
  createdAt: z.string(),
});

export const conversationViewSchema = z.object({
  id: z.number(),
  divisionId: z.number(),
  groupId: z.number().transform((n) => n as LiveChatGroupId),
  status: z.enum(CHAT_STATUSES),
  shopperName: z.string(),
  shopperEmail: z.string().nullable(),
  transferred: z.boolean(),
  shopperReadId: z.number(),
  agentReadId: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  lastMessage: chatMessageViewSchema.nullable().optional(),
  unread: z.number().optional(),
  storeName: z.string().optional(),
});

const threadSchema = z.object({
  conversation: conversationViewSchema,
  messages: z.array(chatMessageViewSchema),
});
const sentSchema = z.object({
  message: chatMessageViewSchema,
  conversation: conversationViewSchema,
});
const cannedSchema = z.object({ id: z.number(), title: z.string(), body: z.string() });
const inboxSchema = z.object({
  conversations: z.array(conversationViewSchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
  cannedReplies: z.array(cannedSchema),
  groups: z.array(z.number()),
});

const offlineMessageSchema = z.object({
  id: z.number(),
  divisionId: z.number(),
  groupId: z.number().transform((n) => n as LiveChatGroupId),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  version: z.number(),
  storeName: z.string().optional(),
});
const offlineChangedSchema = z.object({
  offlineMessage: offlineMessageSchema,
  message: z.string(),
});

export type Thread = z.infer<typeof threadSchema>;
export type Inbox = z.infer<typeof inboxSchema>;
export type InboxScopeRef = { kind: 'store'; division: string } | { kind: 'staff' };

/** Who the calls act as: a shopper with their token, or a signed-in agent (no token). */
export function createChatApi(
  transport: Transport = fetchTransport(),
  token: string | null = null,
) {
  const headers = token ? { [CHAT_TOKEN_HEADER]: token } : undefined;
  const chat = (id: number) => `/live-chat/chat/${id}`;
  const scopeQuery = (scope: InboxScopeRef) =>
    scope.kind === 'staff' ? { scope: 'staff' } : { division: scope.division };
  const offline = (id: number) => `/live-chat/offline-messages/${id}/`;
  return {
    token: async () =>
      z
        .object({ token: z.string() })
        .parse(await transport({ method: 'GET', path: '/live-chat/token' })).token,
    groupStatus: async (group: number, division?: string) =>
      z.object({ status: z.string() }).parse(
        await transport({
          method: 'GET',
          path: `/live-chat/group/${group}/status`,
          query: { division },
        }),
      ).status,
    start: async (input: StartChat & { email?: string }, division?: string) =>
      threadSchema.parse(
        await transport({
          method: 'POST',
          path: '/live-chat/chats/',
          query: { division },
          body: input,
          headers,
        }),
      ),
    load: async (id: number) =>
      threadSchema.parse(await transport({ method: 'GET', path: `${chat(id)}/`, headers })),
    send: async (id: number, body: string, image: string | null = null) =>
      sentSchema.parse(
        await transport({
          method: 'POST',
          path: `${chat(id)}/messages/`,
          body: { body, image },
          headers,
        }),
      ),
    /** Uploads a file to the chat (multipart `file`); send it with `send(…, { attachmentId })`. */
    attach: async (id: number, file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return z.object({ attachment: chatAttachmentViewSchema }).parse(
        await transport({
          method: 'POST',
          path: `${chat(id)}/attachments/`,
          body: form,
          headers,
        }),
      ).attachment;
    },
    sendAttachment: async (id: number, attachmentId: number, body = '') =>
      sentSchema.parse(
        await transport({
          method: 'POST',
          path: `${chat(id)}/messages/`,
          body: { body, attachmentId },
          headers,
        }),
      ),
    typing: async (id: number, typing: boolean) =>
      void (await transport({
        method: 'POST',
        path: `${chat(id)}/typing/`,
        body: { typing },
        headers,
      })),
    read: async (id: number, lastId: number) =>
      z
        .object({ lastId: z.number() })
        .parse(
          await transport({ method: 'POST', path: `${chat(id)}/read/`, body: { lastId }, headers }),
        ).lastId,
    group: async (id: number) =>
      z
        .object({ group: z.number() })
        .parse(await transport({ method: 'GET', path: `${chat(id)}/group`, headers })).group,
    transfer: async (id: number, group: number, version?: number) =>
      z.object({ conversation: conversationViewSchema }).parse(
        await transport({
          method: 'POST',
          path: `${chat(id)}/transfer`,
          body: { group_id: group, ...(version ? { version } : {}) },
          headers,
        }),
      ).conversation,
    close: async (id: number) =>
      void (await transport({ method: 'POST', path: `${chat(id)}/close/`, body: {}, headers })),
    transcript: async (id: number) =>
      z
        .object({ message: z.string() })
        .parse(await transport({ method: 'POST', path: `${chat(id)}/transcript/`, body: {} }))
        .message,
    offline: async (input: OfflineMessage, division?: string) =>
      z.object({ message: z.string() }).parse(
        await transport({
          method: 'POST',
          path: '/live-chat/offline/',
          query: { division },
          body: input,
        }),
      ).message,
    /** A page of the inbox, most recent first; `cursor` from the previous page. */
    inbox: async (scope: InboxScopeRef, cursor: string | null = null) =>
      inboxSchema.parse(
        await transport({
          method: 'GET',
          path: '/live-chat/inbox/',
          query: {
            ...(scope.kind === 'staff' ? { scope: 'staff' } : { division: scope.division }),
            ...(cursor ? { cursor } : {}),
          },
        }),
      ),
    offlineMessages: async (scope: InboxScopeRef) =>
      z.object({ offlineMessages: z.array(offlineMessageSchema) }).parse(
        await transport({
          method: 'GET',
          path: '/live-chat/offline-messages/',
          query: scopeQuery(scope),
        }),
      ).offlineMessages,
    /** Opens one (the server marks it read). */
    openOfflineMessage: async (scope: InboxScopeRef, id: number) =>
      z
        .object({ offlineMessage: offlineMessageSchema })
        .parse(await transport({ method: 'GET', path: offline(id), query: scopeQuery(scope) }))
        .offlineMessage,
    setOfflineHandled: async (
      scope: InboxScopeRef,
      id: number,
      handled: boolean,
      version: number,
    ) =>
      offlineChangedSchema.parse(
        await transport({
          method: 'POST',
          path: `${offline(id)}handled/`,
          query: scopeQuery(scope),
          body: { handled, version },
        }),
      ),
    replyToOfflineMessage: async (
      scope: InboxScopeRef,
      id: number,
      body: string,
      version: number,
    ) =>
      offlineChangedSchema.parse(
        await transport({
          method: 'POST',
          path: `${offline(id)}reply/`,
          query: scopeQuery(scope),
          body: { body, version },
        }),
      ),
    addCannedReply: async (division: string, title: string, body: string) =>
      z.object({ cannedReply: cannedSchema }).parse(
        await transport({
          method: 'POST',
          path: `/divisions/${division}/live-chat/canned-replies/`,
          body: { title, body },
        }),
      ).cannedReply,
    deleteCannedReply: async (division: string, id: number) =>
      void (await transport({
        method: 'DELETE',
        path: `/divisions/${division}/live-chat/canned-replies/${id}/`,
      })),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;

/** Where an event stream is: the shopper's chat, or an inbox. */
export const chatStreamUrl = (id: number, token: string) =>
  `/omnis/v3/live-chat/chat/${id}/stream?token=${encodeURIComponent(token)}`;
export const inboxStreamUrl = (scope: InboxScopeRef) =>
  scope.kind === 'staff'
    ? '/omnis/v3/live-chat/inbox/stream?scope=staff'
    : `/omnis/v3/live-chat/inbox/stream?division=${encodeURIComponent(scope.division)}`;
