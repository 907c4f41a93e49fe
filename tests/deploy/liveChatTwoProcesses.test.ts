import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageView, ConversationView } from '../../src/chat/conversation';
import { spawnServerOn, type SpawnedServer } from '../collab/support';
import { Browser } from '../server/support/browser';
import { testDatabaseKinds, type TestDatabase } from '../server/support/databases';
import { openEventStream } from '../server/support/eventStream';
import { freePort, waitForExit } from '../server/support/process';
import { seedStoreWithSeller } from '../server/support/stores';

/**
 * Live chat across two server processes sharing PostgreSQL and Redis: the seller's inbox
 * is open on one, the shopper chats through the other. Presence is in the database, so the
 * shopper's process sees the group online; messages cross through Redis both ways.
 */
const redisUrl = process.env.REDIS_URL_TEST;
const postgres = testDatabaseKinds().find((kind) => kind.dialect === 'postgres');
const missing = [!postgres && 'DATABASE_URL_TEST', !redisUrl && 'REDIS_URL_TEST'].filter(Boolean);
if (missing.length > 0)
  console.warn(`two-process chat test skipped: set ${missing.join(' and ')} (CI sets both)`);

const API = '/omnis/v3';
const STORE = '?division=twochat';

describe.skipIf(missing.length > 0)('live chat on two server processes', () => {
  let database: TestDatabase;
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    database = await postgres!.open();
    await seedStoreWithSeller(
      database,
      { code: 'twochat', name: 'Two Chat' },
      { email: 'seller@twochat.test', password: 'two processes' },
    );
    const env = {
      ...database.env,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `twochat-${randomBytes(6).toString('hex')}`,
    };
    const ports = [await freePort(), await freePort()];
    servers.push(...(await Promise.all(ports.map((port) => spawnServerOn(port, env)))));
  }, 400_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    }
    await database?.dispose();
  });

  it('a shopper on one process and the seller on the other exchange messages', async () => {
    const [agentSide, shopperSide] = servers as [SpawnedServer, SpawnedServer];
    const seller = new Browser(agentSide.url);
    expect((await seller.signIn('seller@twochat.test', 'two processes')).status).toBe(200);
    const inbox = await openEventStream(
      `${agentSide.url}${API}/live-chat/inbox/stream${STORE}`,
      seller.cookieHeader(),
    );

    const shopper = new Browser(shopperSide.url);
    await shopper.visit();
    expect((await shopper.get(`${API}/live-chat/group/2/status${STORE}`)).body).toStrictEqual({
      status: 'online',
    });
    const { token } = (await shopper.get<{ token: string }>(`${API}/live-chat/token`)).body;
    const headers = { 'x-live-chat-token': token };
    const started = await shopper.post<{ conversation: ConversationView }>(
      `${API}/live-chat/chats/${STORE}`,
      { group: 2, name: 'Ada', body: 'Hello from the other process' },
      { headers },
    );
    expect(started.status).toBe(201);
    const chatId = started.body.conversation.id;
    const heard = await inbox.next<{ message: ChatMessageView }>('message');
    expect(heard.message).toMatchObject({
      author: 'shopper',
      body: 'Hello from the other process',
    });

    const shopperStream = await openEventStream(
      `${shopperSide.url}${API}/live-chat/chat/${chatId}/stream?token=${token}`,
      shopper.cookieHeader(),
    );
    const reply = await seller.post(`${API}/live-chat/chat/${chatId}/messages/`, {
      body: 'Answered from the first process',
    });
    expect(reply.status).toBe(201);
    const answered = await shopperStream.next<{ message: ChatMessageView }>('message');
    expect(answered.message).toMatchObject({
      author: 'agent',
      body: 'Answered from the first process',
    });

    await shopper.post(`${API}/live-chat/chat/${chatId}/typing/`, { typing: true }, { headers });
    expect(await inbox.next('typing')).toMatchObject({ author: 'shopper', typing: true });

    inbox.close();
    shopperStream.close();
  });
});
