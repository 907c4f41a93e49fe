import { describe, expect, it } from 'vitest';
import { MAIL_TEST_KIND } from '../../src/mail';
import { outboxSummaries, readTestMail } from './outbox';

const row = (id: number, division: number, more: Record<string, unknown> = {}) => ({
  id,
  kind: MAIL_TEST_KIND,
  recipient: `reader${id}@example.com`,
  subject: `Mail ${id}`,
  body: {
    division,
    pageId: 7,
    html: '<p>Hi</p>',
    text: 'Hi',
    createdAt: `2026-03-0${id}T10:00:00.000Z`,
    token: `t${id}`,
    ...more,
  },
});

describe('readTestMail', () => {
  it('reads a stored test mail of the store', () => {
    expect(readTestMail(row(1, 5), 5)).toStrictEqual({
      id: 1,
      to: 'reader1@example.com',
      subject: 'Mail 1',
      createdAt: '2026-03-01T10:00:00.000Z',
      pageId: 7,
      html: '<p>Hi</p>',
      text: 'Hi',
      token: 't1',
    });
  });

  it("is null for another store's mail, other kinds of mail and unreadable bodies", () => {
    expect(readTestMail(row(1, 6), 5)).toBeNull();
    expect(readTestMail({ ...row(1, 5), kind: 'contact-form' }, 5)).toBeNull();
    expect(readTestMail(row(1, 5, { html: 42 }), 5)).toBeNull();
  });
});

describe('outboxSummaries', () => {
  it("lists the store's test mails newest first, without bodies", () => {
    expect(outboxSummaries([row(1, 5), row(2, 6), row(3, 5)], 5)).toStrictEqual([
      {
        id: 3,
        to: 'reader3@example.com',
        subject: 'Mail 3',
        createdAt: '2026-03-03T10:00:00.000Z',
        pageId: 7,
      },
      {
        id: 1,
        to: 'reader1@example.com',
        subject: 'Mail 1',
        createdAt: '2026-03-01T10:00:00.000Z',
        pageId: 7,
      },
    ]);
  });
});
