import { describe, expect, it } from 'vitest';
import type { MailDeliverer } from '../mail/delivery';
import { LIST_SENDS_PER_SECOND, sendToList, withUnsubscribeFooter } from './listSending';
import type { SubscribersRepository } from './subscribersRepository';

describe('sending to a list', () => {
  const recipient = (email: string) => ({
    email,
    firstName: 'Fan',
    mailingList: 'newsletter',
    subscribedAt: '',
    verifiedAt: '',
  });

  it('paces the sends, and a failed address does not stop the rest', async () => {
    const waits: number[] = [];
    const delivered: string[] = [];
    const deliverer: MailDeliverer = {
      delivery: 'outbox',
      async deliver(mail) {
        if (mail.to === 'bounce@example.com') throw new Error('refused');
        delivered.push(mail.to);
        return { delivery: 'outbox', outboxId: 1 };
      },
      close: () => undefined,
    };
    const tokens: string[] = [];
    const subscribers = {
      setUnsubscribeToken: async (_d: number, _l: string, _e: string, hash: string) =>
        void tokens.push(hash),
    } as unknown as SubscribersRepository;
    const logged: string[] = [];
    const result = await sendToList(
      {
        divisionId: 1,
        storeName: 'Demo',
        pageId: 2,
        mailingList: 'newsletter',
        origin: 'https://shop.example',
        mail: { subject: 'News', preheader: '', html: '<body>Hi</body>', text: 'Hi' },
        recipients: ['a@example.com', 'bounce@example.com', 'c@example.com'].map(recipient),
      },
      {
        deliverer,
        subscribers,
        log: (message) => logged.push(message),
        wait: async (ms) => void waits.push(ms),
      },
    );
    expect(result).toEqual({ sent: 2, failed: 1 });
    expect(delivered).toEqual(['a@example.com', 'c@example.com']);
    expect(waits).toEqual([1000 / LIST_SENDS_PER_SECOND, 1000 / LIST_SENDS_PER_SECOND]);
    expect(new Set(tokens).size).toBe(3);
    expect(logged).toEqual(['list mail not sent']);
  });

  it('resumed after a restart, skips the addresses already reached and marks the rest', async () => {
    const delivered: string[] = [];
    const deliverer: MailDeliverer = {
      delivery: 'outbox',
      async deliver(mail) {
        delivered.push(mail.to);
        return { delivery: 'outbox', outboxId: 1 };
      },
      close: () => undefined,
    };
    const subscribers = {
      setUnsubscribeToken: async () => undefined,
    } as unknown as SubscribersRepository;
    const reached = new Set(['a@example.com', 'b@example.com']);
    const waits: number[] = [];
    const result = await sendToList(
      {
        divisionId: 1,
        storeName: 'Demo',
        pageId: 2,
        mailingList: 'newsletter',
        origin: 'https://shop.example',
        mail: { subject: 'News', preheader: '', html: '<body>Hi</body>', text: 'Hi' },
        recipients: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'].map(
          recipient,
        ),
      },
      {
        deliverer,
        subscribers,
        log: () => undefined,
        wait: async (ms) => void waits.push(ms),
        done: {
          has: async (email) => reached.has(email),
          add: async (email) => void reached.add(email),
        },
      },
    );
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(delivered).toEqual(['c@example.com', 'd@example.com']);
    expect(waits).toEqual([1000 / LIST_SENDS_PER_SECOND]);
    expect([...reached].sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
    ]);
  });

  it('adds the unsubscribe footer to the HTML (escaped) and the text', () => {
    const mail = withUnsubscribeFooter(
      { html: '<html><body><p>Hi</p></body></html>', text: 'Hi' },
      'Tom & Jerry',
      'https://shop.example/unsubscribe/?token=a&b',
    );
    expect(mail.html).toContain('subscribed to Tom &#38; Jerry.');
    expect(mail.html).toContain('href="https://shop.example/unsubscribe/?token=a&#38;b"');
    expect(mail.html.endsWith('</p></body></html>')).toBe(true);
    expect(mail.text).toBe(
      'Hi\n\nYou receive this because you subscribed to Tom & Jerry. Unsubscribe: https://shop.example/unsubscribe/?token=a&b\n',
    );
  });
});
