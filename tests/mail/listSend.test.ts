import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { eventually } from '../collab/support';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';
import { fixturePage } from './renderFixture';

/**
 * Sending a mail page to a mailing list (issue 21), over a real SMTP server: one mail per
 * confirmed subscriber, each with its own unsubscribe link and the one-click
 * List-Unsubscribe headers, which unsubscribe that subscriber only.
 */
const base = '/omnis/v3/divisions';
type Received = Awaited<ReturnType<typeof simpleParser>> & { envelopeTo: string[] };

describe('sending a mail page to a list', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  let mailPageId: number;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            received.push({
              ...parsed,
              envelopeTo: session.envelope.rcptTo.map((to) => to.address),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    try {
      server = await startTestServer();
    } finally {
      delete process.env.SMTP_URL;
    }
    const {
      id: _id,
      uuid: _uuid,
      divisionId: _d,
      version: _v,
      ...page
    } = fixturePage('mail-newsletter.json');
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    mailPageId = (await seller.post<Page>(`${base}/demo/pages/`, page)).body.id!;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** Subscribes and confirms through the API, as the shopper's mail link would. */
  async function confirmedSubscriber(email: string) {
    const shopper = server.browser();
    await shopper.visit();
    await shopper.post('/omnis/v3/mailing-lists/subscribe/', {
      division: 'demo',
      email,
      firstName: 'Fan',
    });
    await eventually(() =>
      expect(received.some((mail) => mail.envelopeTo.includes(email))).toBe(true),
    );
    const confirmation = received.filter((mail) => mail.envelopeTo.includes(email)).at(-1)!;
    const link = /\/subscription-verified\?token=([\w-]+)/.exec(String(confirmation.text))!;
    const answer = await shopper.post('/omnis/v3/mailing-lists/verify/', { token: link[1] });
    expect(answer.status).toBe(200);
  }

  it('refuses an empty list, then sends one mail per confirmed subscriber with its own unsubscribe link', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const send = () =>
      seller.post<{ recipients: number; message: string }>(
        `${base}/demo/pages/${mailPageId}/mail/send-to-list/`,
        { mailingList: 'newsletter' },
      );
    const empty = await send();
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('This list has no confirmed subscribers yet');

    await confirmedSubscriber('one@example.com');
    await confirmedSubscriber('two@example.com');
    const sent = await send();
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ recipients: 2, message: 'Sending to 2 subscribers' });

    const listMails = () =>
      received.filter((mail) => mail.subject === 'Spring is here: meet the Coastline range');
    await eventually(() => expect(listMails()).toHaveLength(2), 10_000);
    const [first, second] = listMails() as [Received, Received];
    expect(first.envelopeTo).toEqual(['one@example.com']);
    expect(second.envelopeTo).toEqual(['two@example.com']);
    // The raw header lines (mailparser folds List-* headers into one object).
    const headerLine = (name: string) =>
      first.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = headerLine('list-unsubscribe')!.replace(/[<>]/g, '');
    expect(url).toMatch(/\/omnis\/v3\/mailing-lists\/unsubscribe\/\?token=/);
    expect(String(first.text)).toMatch(/Unsubscribe: http:\/\/\S+\/unsubscribe\/\?token=/);
    expect(String(first.html)).toContain('>Unsubscribe</a>');

    // The mail client's one-click POST (no cookies, no CSRF token: RFC 8058).
    const path = new URL(url).pathname + new URL(url).search;
    const unsubscribed = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    const left = await seller.get<{ subscribers: Array<{ email: string }> }>(
      `${base}/demo/subscribers/`,
    );
    expect(left.body.subscribers.map((subscriber) => subscriber.email)).toEqual([
      'two@example.com',
    ]);
  });
});
