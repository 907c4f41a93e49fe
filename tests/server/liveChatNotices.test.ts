import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/accounts/passwords';
import { currentTwoFactorCode, newTwoFactorSecret } from '../../server/accounts/twoFactor';
import type { ChatMessageView, ConversationView } from '../../src/chat/conversation';
import type { Browser } from './support/browser';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

const API = '/omnis/v3';
type Started = { conversation: ConversationView; messages: ChatMessageView[] };
type Listed = {
  notifications: { title: string; body: string; href: string; tag: string; openedAt: unknown }[];
  unread: number;
};

/**
 * Agents hear of shoppers' chats: the group's agents (sellers, staff, or both for support)
 * get one notice per conversation until they read it, not one per message.
 */
describe.each(testDatabaseKinds())('live chat notices on $dialect', (kind) => {
  let server: TestServer;
  let staffSecret = '';
  beforeAll(async () => {
    server = await startTestServer({ kind });
    const user = await server.repos.users.create({
      email: 'chat-staff@omnis.test',
      passwordHash: await hashPassword(PASSWORD),
      verified: true,
      signedEula: true,
      internal: true,
    });
    staffSecret = newTwoFactorSecret();
    await server.repos.users.setTwoFactorSecret(user.id, staffSecret);
    await server.repos.staff.createProfile(user.id, {
      username: 'chatstaff',
      status: 0,
      role: 'support',
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

  async function startChat(group: number, body: string) {
    const browser = server.browser();
    await browser.visit();
    const { token } = (await browser.get<{ token: string }>(`${API}/live-chat/token`)).body;
    const headers = { 'x-live-chat-token': token };
    const started = await browser.post<Started>(
      `${API}/live-chat/chats/?division=demo`,
      { group, name: 'Ada', body },
      { headers },
    );
    expect(started.status).toBe(201);
    const chat = started.body.conversation;
    const say = async (text: string) =>
      expect(
        (
          await browser.post(
            `${API}/live-chat/chat/${chat.id}/messages/`,
            { body: text },
            { headers },
          )
        ).status,
      ).toBe(201);
    return { chat, say };
  }

  const noticesOf = async (browser: Browser, chatId: number) => {
    const listed = (await browser.get<Listed>(`${API}/notifications/`)).body;
    return listed.notifications.filter((n) => n.tag === `live-chat-${chatId}`);
  };

  it('tells sellers and staff of a support chat once until they read it', async () => {
    const seller = await signedIn(server.world.users.seller);
    const staff = await signedIn('chat-staff@omnis.test', {
      twoFactorAuthCode: currentTwoFactorCode(staffSecret),
    });
    const { chat, say } = await startChat(3, 'Is the hoodie warm?');
    await say('Hello?');
    await say('Anyone there?');

    const sellerNotices = await noticesOf(seller, chat.id);
    expect(sellerNotices).toHaveLength(1);
    expect(sellerNotices[0]).toMatchObject({
      title: 'New chat message from Ada',
      body: 'Is the hoodie warm?',
      href: `/dashboard/chat?chat=${chat.id}`,
      openedAt: null,
    });
    const staffNotices = await noticesOf(staff, chat.id);
    expect(staffNotices).toHaveLength(1);
    expect(staffNotices[0]).toMatchObject({ href: `/atlas/chat/?chat=${chat.id}` });

    // The seller reads the chat: the notice counts as read, and the next message tells
    // the seller again; staff, who have not read it, still hold their one notice.
    const thread = await seller.get<Started>(`${API}/live-chat/chat/${chat.id}/`);
    const lastId = thread.body.messages.at(-1)!.id;
    expect((await seller.post(`${API}/live-chat/chat/${chat.id}/read/`, { lastId })).status).toBe(
      200,
    );
    expect((await noticesOf(seller, chat.id))[0]!.openedAt).not.toBeNull();
    await say('Found it, thanks');
    const after = await noticesOf(seller, chat.id);
    expect(after).toHaveLength(2);
    expect(after.filter((n) => n.openedAt === null)).toHaveLength(1);
    expect(after[0]!.body).toBe('Found it, thanks');
    expect(await noticesOf(staff, chat.id)).toHaveLength(1);
  });

  it('tells only sellers of a pro chat, and staff when it moves to studio', async () => {
    const seller = await signedIn(server.world.users.seller);
    const staff = await signedIn('chat-staff@omnis.test', {
      twoFactorAuthCode: currentTwoFactorCode(staffSecret),
    });
    const { chat } = await startChat(1, 'Bulk pricing?');
    expect(await noticesOf(seller, chat.id)).toHaveLength(1);
    expect(await noticesOf(staff, chat.id)).toHaveLength(0);
    expect(
      (await seller.post(`${API}/live-chat/chat/${chat.id}/transfer`, { group_id: 4 })).status,
    ).toBe(200);
    const staffNotices = await noticesOf(staff, chat.id);
    expect(staffNotices).toHaveLength(1);
    expect(staffNotices[0]).toMatchObject({
      body: 'Support transferred the chat to Studio.',
      href: `/atlas/chat/?chat=${chat.id}`,
    });
  });
});
