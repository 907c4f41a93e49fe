/**
 * Messages shoppers left while a chat group was offline, as agents work through them:
 * read one, answer it by email (through the mail outbox), mark it handled. Changes carry
 * the version the agent saw, so two agents on one message cannot overwrite each other.
 */
import { z } from 'zod';
import type { LiveChatGroupId } from './groups';

export const OFFLINE_MESSAGES = {
  notFound: 'This message was not found',
  replyRequired: 'Please write a reply',
  replyTooLong: 'Replies can be at most 5000 characters',
  stale: 'This message changed in the meantime. It now shows as it is.',
  replied: 'Your reply was emailed.',
  handled: 'Marked as handled.',
  reopened: 'Marked as not handled.',
} as const;

export const OFFLINE_REPLY_MAX = 5000;

const versionField = z.coerce.number().int().min(1);

export const offlineReplySchema = z.object({
  body: z
    .string({ error: OFFLINE_MESSAGES.replyRequired })
    .trim()
    .min(1, OFFLINE_MESSAGES.replyRequired)
    .max(OFFLINE_REPLY_MAX, OFFLINE_MESSAGES.replyTooLong),
  version: versionField,
});

export const offlineHandledSchema = z.object({ handled: z.boolean(), version: versionField });

export interface OfflineMessageView {
  id: number;
  divisionId: number;
  groupId: LiveChatGroupId;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
  repliedAt: string | null;
  version: number;
  storeName?: string;
}

/** Where a message stands, as the list shows it. */
export function offlineMessageState(
  m: Pick<OfflineMessageView, 'readAt' | 'handledAt' | 'repliedAt'>,
): 'New' | 'Read' | 'Replied' | 'Handled' {
  if (m.handledAt) return 'Handled';
  if (m.repliedAt) return 'Replied';
  return m.readAt ? 'Read' : 'New';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The emailed answer: the agent's reply above the shopper's message, everything escaped. */
export function offlineReplyMail(
  storeName: string,
  left: Pick<OfflineMessageView, 'name' | 'message'>,
  reply: string,
): { subject: string; text: string; html: string } {
  const subject = `Re: your message to ${storeName}`;
  const quoted = left.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = `Hello ${left.name},\n\n${reply}\n\n${storeName}\n\n${quoted}`;
  const html =
    `<p>Hello ${escapeHtml(left.name)},</p>` +
    reply
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('') +
    `<p>${escapeHtml(storeName)}</p><blockquote>${escapeHtml(left.message).replace(/\n/g, '<br>')}</blockquote>`;
  return { subject, text, html };
}
