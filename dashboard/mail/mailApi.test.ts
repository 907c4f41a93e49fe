import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../src/api';
import { httpMailApi } from './mailApi';

const answers: Record<string, unknown> = {
  'GET /divisions/3/pages/7/mail/': { subject: 'Hi', preheader: 'p', html: '<p>x</p>', text: 'x' },
  'POST /divisions/3/pages/7/mail/send-test/': {
    delivery: 'outbox',
    message: 'Saved',
    outboxId: 4,
  },
  'GET /divisions/3/outbox/': {
    messages: [
      {
        id: 4,
        to: 'a@example.com',
        subject: 'Hi',
        createdAt: '2026-03-02T10:00:00.000Z',
        pageId: 7,
      },
    ],
  },
  'GET /divisions/3/outbox/4/': {
    id: 4,
    to: 'a@example.com',
    subject: 'Hi',
    createdAt: '2026-03-02T10:00:00.000Z',
    pageId: 7,
    html: '<p>x</p>',
    text: 'x',
  },
};

describe('httpMailApi', () => {
  const transport = vi.fn(
    async (request: ApiRequest) => answers[`${request.method} ${request.path}`],
  );
  const api = httpMailApi(transport);

  it('calls the mail routes and parses their answers', async () => {
    expect(await api.mailOf(3, 7)).toStrictEqual(answers['GET /divisions/3/pages/7/mail/']);
    expect(await api.sendTest(3, 7, 'a@example.com')).toStrictEqual({
      delivery: 'outbox',
      message: 'Saved',
      outboxId: 4,
    });
    expect(transport).toHaveBeenCalledWith({
      method: 'POST',
      path: '/divisions/3/pages/7/mail/send-test/',
      body: { to: 'a@example.com' },
    });
    expect((await api.outbox(3)).map((message) => message.id)).toStrictEqual([4]);
    expect((await api.outboxMessage(3, 4)).html).toBe('<p>x</p>');
  });

  it('refuses an answer of the wrong shape', async () => {
    const broken = httpMailApi(async () => ({ subject: 'Hi' }));
    await expect(broken.mailOf(3, 7)).rejects.toThrow();
  });
});
