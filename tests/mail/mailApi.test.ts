import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import {
  mailExportSchema,
  outboxListSchema,
  outboxMessageSchema,
  sendTestAnswerSchema,
} from '../../src/mail';
import type { Page } from '../../src/model';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';
import { fixturePage } from './renderFixture';

/** The mail API over real HTTP: export, test sends (outbox and SMTP), the outbox. */
const base = '/omnis/v3/divisions';
const newsletter = () => {
  const {
    id: _id,
    uuid: _uuid,
    divisionId: _division,
    version: _version,
    ...page
  } = fixturePage('mail-newsletter.json');
  return page;
};

async function signedIn(server: TestServer, email = server.world.users.seller) {
  const browser = server.browser();
  expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
  return browser;
}

describe('mail API (no SMTP: the outbox)', () => {
  let server: TestServer;
  let mailPageId: number;
  let storePageId: number;

  beforeAll(async () => {
    server = await startTestServer();
    const seller = await signedIn(server);
    const created = await seller.post<Page>(`${base}/demo/pages/`, newsletter());
    expect(created.status).toBe(201);
    mailPageId = created.body.id!;
    const store = await seller.post<Page>(`${base}/demo/pages/`, {
      url: '/about-us/',
      properties: { title: { value: 'About us' } },
    });
    storePageId = store.body.id!;
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers a mail page's email: subject, preheader, HTML and text on the store's domain", async () => {
    const seller = await signedIn(server);
    const answer = await seller.get(`${base}/demo/pages/${mailPageId}/mail/`);
    expect(answer.status).toBe(200);
    const mail = mailExportSchema.parse(answer.body);
    expect(mail.subject).toBe('Spring is here: meet the Coastline range');
    expect(mail.preheader).toBe(
      'Six new coastal designs, a free returns label for your old tees, and two picks from the studio.',
    );
    expect(mail.html.startsWith('<!DOCTYPE html>')).toBe(true);
    // The demo store has a custom domain: links point there.
    expect(mail.html).toContain('href="http://shop.example/collection/coastline/"');
    expect(mail.html).toContain(`http://shop.example/mail/${mailPageId}/`);
    expect(mail.text).toContain('THE COASTLINE TEE');
  });

  it("lets shoppers read a published mail page (the storefront's web version at /mail/{id}/) but not a draft; a test send uses the draft", async () => {
    const shopper = server.browser();
    const seller = await signedIn(server);
    const draft = await seller.post<Page>(`${base}/demo/pages/`, {
      ...newsletter(),
      url: '/newsletter-draft/',
    });
    const id = draft.body.id!;
    expect((await shopper.get(`${base}/demo/pages/${id}/`)).status).toBe(404);
    // Published (issue 14): the web version shows it; later draft edits stay with the seller.
    expect((await seller.post(`${base}/demo/pages/${id}/publish/`, {})).status).toBe(200);
    const published = await shopper.get<Page>(`${base}/demo/pages/${id}/?imageType=object`);
    expect(published.status).toBe(200);
    expect([published.body.layout, published.body.properties.isMailPage.value]).toStrictEqual([
      'mail',
      true,
    ]);
    const edited = {
      ...draft.body,
      properties: { ...draft.body.properties, title: { value: 'Draft subject line' } },
    };
    expect((await seller.patch(`${base}/demo/pages/${id}/`, edited)).status).toBe(200);
    expect((await shopper.get<Page>(`${base}/demo/pages/${id}/`)).body.properties.title.value).toBe(
      published.body.properties.title.value,
    );
    const sent = sendTestAnswerSchema.parse(
      (await seller.post(`${base}/demo/pages/${id}/mail/send-test/`, { to: 'draft@example.com' }))
        .body,
    );
    const stored = outboxMessageSchema.parse(
      (await seller.get(`${base}/demo/outbox/${sent.delivery === 'outbox' ? sent.outboxId : 0}/`))
        .body,
    );
    expect(stored.subject).toBe('Draft subject line');
  });

  it('answers 422 for a page that is not a mail page', async () => {
    const seller = await signedIn(server);
    const answer = await seller.get(`${base}/demo/pages/${storePageId}/mail/`);
    expect(answer).toMatchObject({
      status: 422,
      body: {
        message: 'This page is not a mail page',
        errors: { isMailPage: ['This page is not a mail page'] },
      },
    });
  });

  it('keeps the page permissions: signed out 401, another store 403, unknown page 404', async () => {
    const visitor = server.browser();
    expect((await visitor.get(`${base}/demo/pages/${mailPageId}/mail/`)).status).toBe(401);
    const other = await signedIn(server, server.world.users.otherSeller);
    expect(await other.get(`${base}/demo/pages/${mailPageId}/mail/`)).toMatchObject({
      status: 403,
      body: { message: 'Insufficient permissions to access this page' },
    });
    expect(await other.get(`${base}/other/pages/${mailPageId}/mail/`)).toMatchObject({
      status: 403,
      body: { message: "Oops... Looks like you're trying to access a page from another store" },
    });
    const seller = await signedIn(server);
    expect(await seller.get(`${base}/demo/pages/999999/mail/`)).toMatchObject({
      status: 404,
      body: { message: 'We were unable to find this page' },
    });
    const staff = await signedIn(server, server.world.users.staff);
    expect((await staff.get(`${base}/demo/pages/${mailPageId}/mail/`)).status).toBe(200);
    expect(
      (
        await staff.post(`${base}/demo/pages/${mailPageId}/mail/send-test/`, {
          to: 'a@example.com',
        })
      ).status,
    ).toBe(403);
  });

  it('refuses a test send without the CSRF header or with an invalid address', async () => {
    const seller = await signedIn(server);
    const path = `${base}/demo/pages/${mailPageId}/mail/send-test/`;
    expect((await seller.post(path, { to: 'reader@example.com' }, { csrf: false })).status).toBe(
      403,
    );
    expect(await seller.post(path, { to: 'not an address' })).toMatchObject({
      status: 422,
      body: {
        message: 'Please enter a valid email address',
        errors: { to: ['Please enter a valid email address'] },
      },
    });
    expect(await seller.post(path, {})).toMatchObject({
      status: 422,
      body: { errors: { to: expect.any(Array) } },
    });
  });

  it('stores a test send in the outbox and lists it, newest first, for this store only', async () => {
    const seller = await signedIn(server);
    const path = `${base}/demo/pages/${mailPageId}/mail/send-test/`;
    const first = sendTestAnswerSchema.parse(
      (await seller.post(path, { to: 'first@example.com' })).body,
    );
    const second = sendTestAnswerSchema.parse(
      (await seller.post(path, { to: ' second@example.com ' })).body,
    );
    expect(second).toStrictEqual({
      delivery: 'outbox',
      message:
        'No mail server is set up, so the test email to second@example.com was saved in the outbox',
      outboxId: expect.any(Number),
    });

    const list = outboxListSchema.parse((await seller.get(`${base}/demo/outbox/`)).body);
    expect(list.messages.slice(0, 2).map((m) => [m.id, m.to, m.subject, m.pageId])).toStrictEqual([
      [
        second.outboxId,
        'second@example.com',
        'Spring is here: meet the Coastline range',
        mailPageId,
      ],
      [first.outboxId, 'first@example.com', 'Spring is here: meet the Coastline range', mailPageId],
    ]);

    const stored = outboxMessageSchema.parse(
      (await seller.get(`${base}/demo/outbox/${second.outboxId}/`)).body,
    );
    const exported = mailExportSchema.parse(
      (await seller.get(`${base}/demo/pages/${mailPageId}/mail/`)).body,
    );
    expect([stored.html, stored.text]).toStrictEqual([exported.html, exported.text]);

    const other = await signedIn(server, server.world.users.otherSeller);
    expect((await other.get(`${base}/demo/outbox/`)).status).toBe(403);
    expect(
      outboxListSchema.parse((await other.get(`${base}/other/outbox/`)).body).messages,
    ).toStrictEqual([]);
    expect(await other.get(`${base}/other/outbox/${second.outboxId}/`)).toMatchObject({
      status: 404,
      body: { message: 'We were unable to find this message' },
    });
    expect((await server.browser().get(`${base}/demo/outbox/`)).status).toBe(401);
  });
});

describe('mail API with SMTP_URL set', () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const received: Array<Awaited<ReturnType<typeof simpleParser>> & { envelopeTo: string[] }> = [];
  let reject = false;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        if (reject) {
          stream.resume();
          stream.on('end', () => callback(new Error('Mailbox unavailable')));
          return;
        }
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
    process.env.MAIL_FROM = 'news@shop.example';
    try {
      server = await startTestServer();
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
    }
  });
  afterEach(() => {
    reject = false;
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the test over SMTP as multipart text and HTML, from the store, and stores nothing', async () => {
    const seller = await signedIn(server);
    const page = await seller.post<Page>(`${base}/demo/pages/`, newsletter());
    const answer = await seller.post(`${base}/demo/pages/${page.body.id}/mail/send-test/`, {
      to: 'reader@example.com',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { delivery: 'smtp', message: 'Test email sent to reader@example.com' },
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.envelopeTo).toStrictEqual(['reader@example.com']);
    expect(mail?.subject).toBe('Spring is here: meet the Coastline range');
    expect(mail?.from?.value).toStrictEqual([{ name: 'Demo Store', address: 'news@shop.example' }]);
    const exported = mailExportSchema.parse(
      (await seller.get(`${base}/demo/pages/${page.body.id}/mail/`)).body,
    );
    expect(mail?.text?.trim()).toBe(exported.text);
    expect(mail?.html).toContain('The Coastline tee');
    expect(
      outboxListSchema.parse((await seller.get(`${base}/demo/outbox/`)).body).messages,
    ).toStrictEqual([]);
  });

  it('answers 502 when the mail server refuses the message', async () => {
    reject = true;
    const seller = await signedIn(server);
    const page = await seller.post<Page>(`${base}/demo/pages/`, {
      ...newsletter(),
      url: '/newsletter-refused/',
    });
    const answer = await seller.post(`${base}/demo/pages/${page.body.id}/mail/send-test/`, {
      to: 'reader@example.com',
    });
    expect(answer).toMatchObject({
      status: 502,
      body: { message: 'The mail server did not accept the test email. Please try again later.' },
    });
  });

  it("sends the product's own mail over SMTP too: a contact form to the seller, replying to the shopper; favourites and the remill label to the shopper", async () => {
    const seller = await signedIn(server);
    const page = await seller.post<Page>(`${base}/demo/pages/`, {
      url: '/contact-smtp/',
      blocks: [
        {
          id: 'form-1',
          uid: 'form-1',
          type: 'mailContactForm',
          properties: { title: 'Contact', copy: '', contactEmail: 'owner@demo.test' },
        },
      ],
    });
    expect((await seller.post(`${base}/demo/pages/${page.body.id}/publish/`, {})).status).toBe(200);
    const shopper = server.browser();
    await shopper.visit();
    received.length = 0;
    const sent = [
      await shopper.post('/omnis/v3/contact-form/submit/', {
        division: 'demo',
        pageId: page.body.id,
        blockId: 'form-1',
        name: 'Ann',
        email: 'ann@example.com',
        message: 'Do you ship to Jersey?',
      }),
      await shopper.post('/omnis/v3/basket/favourites/email-for-later', {
        email: 'ann@example.com',
        division: 'demo',
      }),
      await shopper.post('/omnis/v3/frontend/retex/remill/submit/', {
        email: 'ann@example.com',
        division: 'demo',
      }),
    ];
    expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(received.map((mail) => [mail.envelopeTo, mail.subject])).toEqual([
      [['owner@demo.test'], 'New message from Ann via Demo Store'],
      [['ann@example.com'], 'Your favourites'],
      [['ann@example.com'], 'Your free returns label'],
    ]);
    const [contact, favourites, remill] = received;
    expect(contact?.replyTo?.value).toStrictEqual([{ name: '', address: 'ann@example.com' }]);
    expect(contact?.text).toContain('Do you ship to Jersey?');
    expect(favourites?.html).toContain('/favourites/?br=');
    expect(remill?.text).toMatch(/REMILL-[A-Z2-9]{10}/);
    expect(await server.repos.records.outbox('contact-form')).toEqual([]);
  });
});
