import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatAttachmentView } from '../../src/chat/attachments';
import { CHAT_ATTACHMENT_MAX_BYTES } from '../../src/chat/attachments';
import type { ChatMessageView, ConversationView } from '../../src/chat/conversation';
import { CHAT_OUTBOX_KINDS } from '../../server/liveChat/routes';
import type { Browser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

const API = '/omnis/v3';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HOSTILE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4" onclick="alert(3)"/></svg>',
);

/** Files in live chats (issue 22): upload by either side, types by content, who may fetch. */
describe.each(testDatabaseKinds())('live chat attachments on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  async function startedChat() {
    const browser = server.browser();
    await browser.visit();
    const { body } = await browser.get<{ token: string }>(`${API}/live-chat/token`);
    const headers = { 'x-live-chat-token': body.token };
    const started = await browser.post<{ conversation: ConversationView }>(
      `${API}/live-chat/chats/?division=demo`,
      { group: 3, name: 'Ada', email: 'ada@example.test', body: 'Here is my receipt' },
      { headers },
    );
    expect(started.status).toBe(201);
    return { browser, token: body.token, headers, chat: started.body.conversation };
  }

  const form = (bytes: Buffer, name: string, claimed = 'image/png') => {
    const data = new FormData();
    data.set('file', new Blob([new Uint8Array(bytes)], { type: claimed }), name);
    return data;
  };
  const upload = (
    browser: Browser,
    chatId: number,
    data: FormData,
    headers: Record<string, string> = {},
  ) =>
    browser.post<{ attachment: ChatAttachmentView; message: string }>(
      `${API}/live-chat/chat/${chatId}/attachments/`,
      undefined,
      { raw: data, headers },
    );

  it('lets the shopper and the seller send files the other side can fetch', async () => {
    const shop = await startedChat();
    const image = await upload(shop.browser, shop.chat.id, form(PNG, 'photo.png'), shop.headers);
    expect(image.status).toBe(201);
    expect(image.body.attachment).toMatchObject({ name: 'photo.png', type: 'image/png' });
    const sent = await shop.browser.post<{ message: ChatMessageView }>(
      `${API}/live-chat/chat/${shop.chat.id}/messages/`,
      { body: '', attachmentId: image.body.attachment.id },
      { headers: shop.headers },
    );
    expect(sent.status).toBe(201);
    expect(sent.body.message.attachment).toStrictEqual(image.body.attachment);
    // Sent once only.
    const again = await shop.browser.post<{ message: string }>(
      `${API}/live-chat/chat/${shop.chat.id}/messages/`,
      { attachmentId: image.body.attachment.id },
      { headers: shop.headers },
    );
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This attachment was already sent');

    // The shopper fetches with the token (header or query), the seller with their session.
    const url = image.body.attachment.url;
    const byHeader = await shop.browser.get(url, { headers: shop.headers });
    expect(byHeader.status).toBe(200);
    expect(byHeader.headers.get('content-type')).toBe('image/png');
    expect(byHeader.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await server.browser().get(`${url}?token=${shop.token}`)).status).toBe(200);
    const seller = await server.signedIn(server.world.users.seller);
    const thread = await seller.get<{ messages: ChatMessageView[] }>(
      `${API}/live-chat/chat/${shop.chat.id}/`,
    );
    expect(thread.body.messages.at(-1)!.attachment!.id).toBe(image.body.attachment.id);
    const download = await seller.get(`${url}?download=1`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="photo.png"');

    // The seller sends a PDF (a client claiming it is a PNG does not matter: the bytes do).
    const pdf = await upload(seller, shop.chat.id, form(PDF, 'invoice.pdf', 'image/png'));
    expect(pdf.status).toBe(201);
    expect(pdf.body.attachment.type).toBe('application/pdf');
    expect(
      (
        await seller.post(`${API}/live-chat/chat/${shop.chat.id}/messages/`, {
          body: 'Your invoice',
          attachmentId: pdf.body.attachment.id,
        })
      ).status,
    ).toBe(201);

    // Nobody else: a stranger, another chat's shopper, another store's seller.
    expect((await server.browser().get(url)).status).toBe(404);
    const otherShopper = await startedChat();
    expect((await otherShopper.browser.get(url, { headers: otherShopper.headers })).status).toBe(
      404,
    );
    const other = await server.signedIn(server.world.users.otherSeller);
    expect((await other.get(url)).status).toBe(404);
    expect((await upload(other, shop.chat.id, form(PNG, 'x.png'))).status).toBe(404);
    // Another chat's file cannot be sent in this one.
    const foreign = await otherShopper.browser.post<{ message: string }>(
      `${API}/live-chat/chat/${otherShopper.chat.id}/messages/`,
      { attachmentId: pdf.body.attachment.id },
      { headers: otherShopper.headers },
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe('This attachment was not found');

    // The transcript lists the files as links that work without the chat token.
    expect((await seller.post(`${API}/live-chat/chat/${shop.chat.id}/transcript/`)).status).toBe(
      200,
    );
    const mail = (await server.repos.records.outbox(CHAT_OUTBOX_KINDS.transcript)).at(-1)!;
    const text = JSON.stringify(mail.body);
    const link = new RegExp(`${url}\\?key=([\\w-]+)`).exec(text);
    expect(text).toContain('[file] invoice.pdf');
    expect(link).not.toBeNull();
    expect((await server.browser().get(`${url}?key=${link![1]}`)).status).toBe(200);
    expect((await server.browser().get(`${url}?key=${'x'.repeat(link![1]!.length)}`)).status).toBe(
      404,
    );
  });

  it('refuses files too large (413), of other types (422), without a file or CSRF', async () => {
    const shop = await startedChat();
    const big = Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES + 1, 0);
    PNG.copy(big);
    const tooLarge = await upload(shop.browser, shop.chat.id, form(big, 'big.png'), shop.headers);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('Files can be at most 10 MB');

    const exe = await upload(
      shop.browser,
      shop.chat.id,
      form(Buffer.from('MZ\x90\x00 not an image'), 'photo.png'),
      shop.headers,
    );
    expect(exe.status).toBe(422);
    expect(exe.body.message).toBe('Please attach an image (PNG, JPEG, WebP, GIF or SVG) or a PDF');
    const html = await upload(
      shop.browser,
      shop.chat.id,
      form(Buffer.from('<html><script>alert(1)</script></html>'), 'a.svg', 'image/svg+xml'),
      shop.headers,
    );
    expect(html.status).toBe(422);

    const empty = await shop.browser.post<{ message: string }>(
      `${API}/live-chat/chat/${shop.chat.id}/attachments/`,
      {},
      { headers: shop.headers },
    );
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Please choose a file to attach');

    const noCsrf = await shop.browser.post(
      `${API}/live-chat/chat/${shop.chat.id}/attachments/`,
      undefined,
      { raw: form(PNG, 'p.png'), headers: shop.headers, csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    // Without the token, the chat does not exist.
    expect((await upload(shop.browser, shop.chat.id, form(PNG, 'p.png'))).status).toBe(404);
  });

  it('stores an SVG sanitised: no script, no event handler', async () => {
    const shop = await startedChat();
    const svg = await upload(
      shop.browser,
      shop.chat.id,
      form(HOSTILE_SVG, 'logo.svg', 'image/svg+xml'),
      shop.headers,
    );
    expect(svg.status).toBe(201);
    expect(svg.body.attachment.type).toBe('image/svg+xml');
    const fetched = await shop.browser.get(svg.body.attachment.url, { headers: shop.headers });
    expect(fetched.headers.get('content-type')).toBe('image/svg+xml');
    expect(fetched.headers.get('content-security-policy')).toContain('sandbox');
    expect(fetched.text).toContain('<rect');
    expect(fetched.text).not.toMatch(/script|onload|onclick|alert/i);
  });
});
