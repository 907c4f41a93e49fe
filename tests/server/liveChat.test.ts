import { hashPassword } from '../../server/accounts/passwords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTwoFactorCode, newTwoFactorSecret } from '../../server/accounts/twoFactor';
import type { ChatMessageView, ConversationView } from '../../src/chat/conversation';
import { CHAT_OUTBOX_KINDS } from '../../server/liveChat/routes';
import type { Browser } from './support/browser';
import { openEventStream } from './support/eventStream';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

const API = '/omnis/v3';
type Started = { conversation: ConversationView; messages: ChatMessageView[] };

/** Live chat (issue 22): the spec's calls, shopper and agents, the stream, the outbox. */
describe.each(testDatabaseKinds())('live chat on $dialect', (kind) => {
  let server: TestServer;
  let now = Date.parse('2026-03-01T10:00:00.000Z');
  let staffSecret = '';
  beforeAll(async () => {
    server = await startTestServer({ kind, config: { clock: () => now } });
    const user = await server.repos.users.create({
      email: 'agent@omnis.test',
      passwordHash: await hashPassword(PASSWORD),
      verified: true,
      signedEula: true,
      internal: true,
    });
    staffSecret = newTwoFactorSecret();
    await server.repos.users.setTwoFactorSecret(user.id, staffSecret);
    await server.repos.staff.createProfile(user.id, {
      username: 'agent',
      status: 0,
      role: 'admin',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedIn(email: string, extra: Record<string, unknown> = {}): Promise<Browser> {
    const browser = server.browser();
    expect((await browser.signIn(email, PASSWORD, extra)).status).toBe(200);
    return browser;
  }
  const staff = () =>
    signedIn('agent@omnis.test', { twoFactorAuthCode: currentTwoFactorCode(staffSecret) });

  async function shopper() {
    const browser = server.browser();
    await browser.visit();
    const { body } = await browser.get<{ token: string }>(`${API}/live-chat/token`);
    const headers = { 'x-live-chat-token': body.token };
    return { browser, token: body.token, headers };
  }

  it('runs a chat from the first message to a transfer, with receipts and a transcript', async () => {
    const seller = await signedIn(server.world.users.seller);
    // No agent present: the support group is offline.
    expect((await seller.get(`${API}/live-chat/group/3/status?division=demo`)).body).toStrictEqual({
      status: 'offline',
    });

    const inbox = await openEventStream(
      `${server.url}${API}/live-chat/inbox/stream?division=demo`,
      seller.cookieHeader(),
    );
    const status = await seller.get<{ status: string }>(
      `${API}/live-chat/group/3/status?division=demo`,
    );
    expect(status.body).toStrictEqual({ status: 'online' });
    // Staff do not answer pro chats of a store, so pro is online only through its sellers.
    expect((await seller.get(`${API}/live-chat/group/4/status?division=demo`)).body).toStrictEqual({
      status: 'offline',
    });

    const shop = await shopper();
    const refused = await shop.browser.post(
      `${API}/live-chat/chats/?division=demo`,
      { group: 3, name: '', body: 'Hi' },
      { headers: shop.headers },
    );
    expect(refused.status).toBe(422);
    expect((refused.body as { message: string }).message).toBe('Please tell us your name');

    const started = await shop.browser.post<Started>(
      `${API}/live-chat/chats/?division=demo`,
      { group: 3, name: 'Ada', email: 'ada@example.com', body: 'Is the hoodie warm?' },
      { headers: shop.headers },
    );
    expect(started.status).toBe(201);
    const chat = started.body.conversation;
    expect(chat).toMatchObject({ groupId: 3, status: 'queued', shopperName: 'Ada' });
    const seen = await inbox.next<{ message: ChatMessageView }>('message');
    expect(seen.message.body).toBe('Is the hoodie warm?');

    // The seller hears of it as a notification.
    const sellerId = (await server.repos.users.findByEmail(server.world.users.seller))!.id;
    const notices = await seller.get<{ notifications: { title: string; href: string }[] }>(
      `${API}/notifications/`,
    );
    expect(notices.body.notifications[0]).toMatchObject({
      title: 'New chat message from Ada',
      href: `/dashboard/chat?chat=${chat.id}`,
    });
    expect(sellerId).toBeGreaterThan(0);

    // Another shopper's token and another store's seller see nothing.
    const stranger = await shopper();
    expect(
      (
        await stranger.browser.get(`${API}/live-chat/chat/${chat.id}/`, {
          headers: stranger.headers,
        })
      ).status,
    ).toBe(404);
    const otherSeller = await signedIn(server.world.users.otherSeller);
    expect((await otherSeller.get(`${API}/live-chat/chat/${chat.id}/`)).status).toBe(404);

    const shopperStream = await openEventStream(
      `${server.url}${API}/live-chat/chat/${chat.id}/stream?token=${shop.token}`,
      shop.browser.cookieHeader(),
    );
    await seller.post(`${API}/live-chat/chat/${chat.id}/typing/`, { typing: true });
    expect(await shopperStream.next('typing')).toMatchObject({ author: 'agent', typing: true });

    const reply = await seller.post<{ message: ChatMessageView; conversation: ConversationView }>(
      `${API}/live-chat/chat/${chat.id}/messages/`,
      { body: 'Very warm!' },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.conversation.status).toBe('chatting');
    expect(
      (await shopperStream.next<{ message: ChatMessageView }>('message')).message,
    ).toMatchObject({
      author: 'agent',
      body: 'Very warm!',
    });

    // Read receipt: the shopper reads the reply, the inbox hears it.
    const read = await shop.browser.post<{ lastId: number }>(
      `${API}/live-chat/chat/${chat.id}/read/`,
      { lastId: reply.body.message.id + 100 },
      { headers: shop.headers },
    );
    expect(read.body.lastId).toBe(reply.body.message.id);
    expect(await inbox.next('read')).toMatchObject({
      author: 'shopper',
      lastId: reply.body.message.id,
    });

    // Images only from the store's uploads.
    const badImage = await seller.post(`${API}/live-chat/chat/${chat.id}/messages/`, {
      image: 'https://evil.example/x.png',
    });
    expect(badImage.status).toBe(422);
    expect((badImage.body as { message: string }).message).toBe(
      'Please attach an image uploaded to this store',
    );

    const transcript = await seller.post(`${API}/live-chat/chat/${chat.id}/transcript/`);
    expect(transcript.status).toBe(200);
    const mails = await server.repos.records.outbox(CHAT_OUTBOX_KINDS.transcript);
    expect(mails.at(-1)).toMatchObject({
      recipient: 'ada@example.com',
      subject: 'Your chat with Demo Store',
    });
    expect(JSON.stringify(mails.at(-1)!.body)).toContain('Very warm!');

    // The seller transfers the chat to the studio group: staff's inbox gets it.
    const atlas = await staff();
    const staffInbox = await openEventStream(
      `${server.url}${API}/live-chat/inbox/stream?scope=staff`,
      atlas.cookieHeader(),
    );
    expect((await seller.get(`${API}/live-chat/group/4/status?division=demo`)).body).toStrictEqual({
      status: 'online',
    });
    const stale = await seller.post(`${API}/live-chat/chat/${chat.id}/transfer`, {
      group_id: 4,
      version: 99,
    });
    expect(stale.status).toBe(409);
    const moved = await seller.post<{ conversation: ConversationView }>(
      `${API}/live-chat/chat/${chat.id}/transfer`,
      { group_id: 4 },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.conversation).toMatchObject({
      groupId: 4,
      transferred: true,
      status: 'queued',
    });
    expect(await staffInbox.next('conversation')).toMatchObject({
      conversation: { id: chat.id, groupId: 4 },
    });
    expect(
      (await shop.browser.get(`${API}/live-chat/chat/${chat.id}/group`, { headers: shop.headers }))
        .body,
    ).toStrictEqual({ group: 4 });

    // Transferred once: the shopper's rule-driven transfer back is refused.
    const again = await shop.browser.post(
      `${API}/live-chat/chat/${chat.id}/transfer`,
      { group_id: 3 },
      { headers: shop.headers },
    );
    expect(again.status).toBe(422);
    expect((again.body as { message: string }).message).toBe('This chat was already transferred');

    // The seller no longer serves it; staff do.
    expect((await seller.get(`${API}/live-chat/chat/${chat.id}/`)).status).toBe(404);
    const answer = await atlas.post(`${API}/live-chat/chat/${chat.id}/messages/`, {
      body: 'Studio here.',
    });
    expect(answer.status).toBe(201);
    const staffList = await atlas.get<{ conversations: ConversationView[] }>(
      `${API}/live-chat/inbox/?scope=staff`,
    );
    expect(staffList.body.conversations[0]).toMatchObject({ id: chat.id, storeName: 'Demo Store' });

    // CSRF guards every write.
    const noCsrf = await atlas.post(
      `${API}/live-chat/chat/${chat.id}/messages/`,
      { body: 'x' },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);

    inbox.close();
    staffInbox.close();
    shopperStream.close();
    // The inbox closed: after the presence window the support group is offline again.
    now += 120_000;
    expect((await seller.get(`${API}/live-chat/group/3/status?division=demo`)).body).toStrictEqual({
      status: 'offline',
    });
  });

  it('takes a message by email while a group is offline and mails the sellers', async () => {
    const shop = await shopper();
    const bad = await shop.browser.post(`${API}/live-chat/offline/?division=demo`, {
      group: 3,
      name: 'Bo',
      email: 'nope',
      message: 'Hello',
    });
    expect(bad.status).toBe(422);
    const left = await shop.browser.post(`${API}/live-chat/offline/?division=demo`, {
      group: 3,
      name: 'Bo',
      email: 'bo@example.com',
      message: 'Please call me back',
    });
    expect(left.status).toBe(201);
    expect(left.body).toStrictEqual({ message: 'Thanks! We will answer by email.' });
    const mails = await server.repos.records.outbox(CHAT_OUTBOX_KINDS.offline);
    expect(mails.at(-1)).toMatchObject({ recipient: server.world.users.seller });
    expect(JSON.stringify(mails.at(-1)!.body)).toContain('Please call me back');
  });

  it('keeps canned replies per store, for its sellers only', async () => {
    const seller = await signedIn(server.world.users.seller);
    const added = await seller.post<{ cannedReply: { id: number } }>(
      `${API}/divisions/demo/live-chat/canned-replies/`,
      { title: 'Hello', body: 'Hi! How can we help?' },
    );
    expect(added.status).toBe(201);
    expect(
      (
        await seller.post(`${API}/divisions/demo/live-chat/canned-replies/`, {
          title: '',
          body: 'x',
        })
      ).status,
    ).toBe(422);
    const other = await signedIn(server.world.users.otherSeller);
    expect((await other.get(`${API}/divisions/demo/live-chat/canned-replies/`)).status).toBe(403);
    const inbox = await seller.get<{ cannedReplies: { title: string }[] }>(
      `${API}/live-chat/inbox/?division=demo`,
    );
    expect(inbox.body.cannedReplies.map((r) => r.title)).toContain('Hello');
    expect(
      (
        await seller.delete(
          `${API}/divisions/demo/live-chat/canned-replies/${added.body.cannedReply.id}/`,
        )
      ).status,
    ).toBe(200);
  });
});
