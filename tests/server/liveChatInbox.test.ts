import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationView } from '../../src/chat/conversation';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

const API = '/omnis/v3';
type Page = { conversations: ConversationView[]; nextCursor: string | null };

/** The inbox in pages: most recent first, a cursor to the next page, each chat once. */
describe.each(testDatabaseKinds())('live chat inbox paging on $dialect', (kind) => {
  let server: TestServer;
  let now = Date.parse('2026-03-01T10:00:00.000Z');
  beforeAll(async () => {
    server = await startTestServer({ kind, config: { clock: () => now } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function startChat(name: string) {
    const browser = server.browser();
    await browser.visit();
    const { token } = (await browser.get<{ token: string }>(`${API}/live-chat/token`)).body;
    const started = await browser.post<{ conversation: ConversationView }>(
      `${API}/live-chat/chats/?division=demo`,
      { group: 2, name, body: 'Hello' },
      { headers: { 'x-live-chat-token': token } },
    );
    expect(started.status).toBe(201);
    return started.body.conversation.id;
  }

  it('pages 23 chats as 20 then 3, newest first, ties broken by id', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      // Pairs of chats share a timestamp, so the cursor must break ties.
      if (i % 2 === 0) now += 1000;
      ids.push(await startChat(`Shopper ${i}`));
    }
    const seller = server.browser();
    expect((await seller.signIn(server.world.users.seller, PASSWORD)).status).toBe(200);

    const first = await seller.get<Page>(`${API}/live-chat/inbox/?division=demo`);
    expect(first.body).toMatchObject({ nextCursor: expect.any(String) });
    expect(first.body.conversations).toHaveLength(20);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await seller.get<Page>(
      `${API}/live-chat/inbox/?division=demo&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
    );
    expect(second.body.conversations).toHaveLength(3);
    expect(second.body.nextCursor).toBeNull();
    const listed = [...first.body.conversations, ...second.body.conversations].map((c) => c.id);
    expect(listed).toStrictEqual([...ids].reverse());

    const bad = await seller.get<{ message: string }>(
      `${API}/live-chat/inbox/?division=demo&cursor=yesterday`,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('This list is out of date. Reload it.');
  });
});
