import { describe, expect, it } from 'vitest';
import {
  agentGroupsOf,
  appendInboxPage,
  decodeInboxCursor,
  encodeInboxCursor,
  INBOX_PAGE_SIZE,
  nextInboxCursor,
  CHAT_MESSAGES,
  groupStatusOf,
  isChatImageUrl,
  lastSeenMessageId,
  offlineMessageSchema,
  sendMessageSchema,
  startChatSchema,
  statusAfterMessage,
  transcriptOf,
  transferProblem,
  unreadByAgents,
  type ChatMessageView,
} from './conversation';

const message = (id: number, author: ChatMessageView['author'], body = 'hi'): ChatMessageView => ({
  id,
  author,
  authorName: author === 'agent' ? 'Sam' : 'Ada',
  body,
  image: null,
  attachment: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('live chat conversation rules', () => {
  it('lets sellers answer pro, integrations and support; staff support and studio', () => {
    expect(agentGroupsOf('seller')).toStrictEqual([1, 2, 3]);
    expect(agentGroupsOf('staff')).toStrictEqual([3, 4]);
  });

  it('is online while an agent reported in within the last minute', () => {
    const now = Date.parse('2026-03-01T10:01:00.000Z');
    expect(groupStatusOf(['2026-03-01T10:00:30.000Z'], now)).toBe('online');
    expect(groupStatusOf(['2026-03-01T09:59:59.000Z'], now)).toBe('offline');
    expect(groupStatusOf([], now)).toBe('offline');
  });

  it('moves a queued chat to chatting on an agent reply only', () => {
    expect(statusAfterMessage('queued', 'shopper')).toBe('queued');
    expect(statusAfterMessage('queued', 'agent')).toBe('chatting');
    expect(statusAfterMessage('closed', 'agent')).toBe('closed');
  });

  it('transfers once, to another group, while open', () => {
    const open = { status: 'chatting' as const, transferred: false, groupId: 3 as const };
    expect(transferProblem(open, 4)).toBeNull();
    expect(transferProblem(open, 3)).toBe(CHAT_MESSAGES.sameGroup);
    expect(transferProblem({ ...open, transferred: true }, 4)).toBe(
      'This chat was already transferred',
    );
    expect(transferProblem({ ...open, status: 'closed' }, 4)).toBe('This chat has ended');
  });

  it('shows "Seen" under the last own message the other side read, and counts unread', () => {
    const thread = [message(1, 'shopper'), message(2, 'agent'), message(3, 'shopper')];
    expect(lastSeenMessageId(thread, 'shopper', 2)).toBe(1);
    expect(lastSeenMessageId(thread, 'shopper', 3)).toBe(3);
    expect(lastSeenMessageId(thread, 'agent', 1)).toBeNull();
    expect(unreadByAgents(thread, 2)).toBe(1);
    expect(unreadByAgents(thread, 0)).toBe(2);
  });

  it('validates with the chat messages', () => {
    const noName = startChatSchema.safeParse({ group: 3, name: ' ', body: 'hi' });
    expect(noName.error?.issues[0]?.message).toBe('Please tell us your name');
    const badGroup = startChatSchema.safeParse({ group: 9, name: 'Ada', body: 'hi' });
    expect(badGroup.error?.issues[0]?.message).toBe('Please choose a chat group');
    expect(sendMessageSchema.safeParse({ body: '  ' }).error?.issues[0]?.message).toBe(
      'Please write a message',
    );
    expect(sendMessageSchema.safeParse({ body: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'Messages can be at most 2000 characters',
    );
    expect(sendMessageSchema.parse({ image: '/uploads/1/abc.webp' })).toStrictEqual({
      body: '',
      image: '/uploads/1/abc.webp',
    });
    expect(
      offlineMessageSchema.safeParse({ group: 3, name: 'Bo', email: 'x', message: 'hi' }).success,
    ).toBe(false);
  });

  it('accepts only the store’s own uploads as chat images', () => {
    expect(isChatImageUrl('/uploads/7/0a1b2c-512.webp', 7)).toBe(true);
    expect(isChatImageUrl('/uploads/8/0a1b2c-512.webp', 7)).toBe(false);
    expect(isChatImageUrl('https://evil.example/x.png', 7)).toBe(false);
    expect(isChatImageUrl('/uploads/7/../x.webp', 7)).toBe(false);
  });

  it('writes a transcript whose HTML escapes what people typed', () => {
    const mail = transcriptOf('Demo Store', [
      message(1, 'shopper', '<img src=x onerror=alert(1)>'),
    ]);
    expect(mail.subject).toBe('Your chat with Demo Store');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('[2026-03-01 10:00] Ada: <img src=x onerror=alert(1)>');
  });

  it('lists attachments in the transcript as links', () => {
    const withFile: ChatMessageView = {
      ...message(2, 'shopper', ''),
      attachment: { id: 5, name: 'a&b.pdf', type: 'application/pdf', size: 10, url: '/f/5' },
    };
    const mail = transcriptOf('Demo Store', [withFile], (a) => `https://demo.test${a.url}?key=k`);
    expect(mail.text).toContain('Ada: [file] a&b.pdf: https://demo.test/f/5?key=k');
    expect(mail.html).toContain('<a href="https://demo.test/f/5?key=k">a&#38;b.pdf</a>');
  });
});

describe('inbox paging', () => {
  it('round-trips a cursor and refuses anything else', () => {
    const cursor = { updatedAt: '2026-03-01T10:00:00.000Z', id: 42 };
    expect(encodeInboxCursor(cursor)).toBe('2026-03-01T10:00:00.000Z_42');
    expect(decodeInboxCursor(encodeInboxCursor(cursor))).toStrictEqual(cursor);
    expect(decodeInboxCursor('x')).toBeNull();
    expect(decodeInboxCursor("2026-03-01T10:00:00.000Z_1' OR 1=1")).toBeNull();
    expect(decodeInboxCursor(undefined)).toBeNull();
  });

  it('points past the last conversation only when there is more', () => {
    const page = [
      { id: 9, updatedAt: '2026-03-02T00:00:00.000Z' },
      { id: 4, updatedAt: '2026-03-01T00:00:00.000Z' },
    ];
    expect(nextInboxCursor(page, true)).toBe('2026-03-01T00:00:00.000Z_4');
    expect(nextInboxCursor(page, false)).toBeNull();
    expect(nextInboxCursor([], true)).toBeNull();
    expect(INBOX_PAGE_SIZE).toBe(20);
  });

  it('appends a page without repeating a conversation that moved meanwhile', () => {
    expect(appendInboxPage([{ id: 3 }, { id: 2 }], [{ id: 2 }, { id: 1 }])).toStrictEqual([
      { id: 3 },
      { id: 2 },
      { id: 1 },
    ]);
  });
});
