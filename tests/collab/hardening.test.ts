import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registry } from '../../blocks';
import { pageDocumentName } from '../../src/collab';
import type { Page } from '../../src/model';
import { pagePropertiesOf } from '../../src/pageDoc';
import { createCollabServer, isCollabRequest, type CollabServer } from '../../server/collab';
import { COLLAB_LIMITS } from '../../server/collab/limits';
import { GUARD_CLOSES } from '../../server/collab/socketGuard';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';
import { cookieOf, eventually, openClient, wsUrl, type TestClient } from './support';

/**
 * Issue 7, Hardening: each abuse closes the abuser's connection only, and the server keeps
 * serving everyone else. Bounds are the product's own (5 MiB, 1,000 queued messages, 100
 * pending documents), except the outgoing buffer, made small on a second server so a
 * client that stops reading is dropped quickly.
 */
describe('collaboration hardening', () => {
  let server: TestServer;
  let page: Page;
  let cookie: string;
  const clients: TestClient[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    cookie = await cookieOf(server.url, server.world.users.seller, PASSWORD);
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    page = (await seller.post<Page>('/omnis/v3/divisions/demo/pages/', { url: '/hardened/' })).body;
  });

  afterAll(async () => {
    for (const client of clients) client.destroy();
    for (const socket of sockets) socket.terminate();
    await server.close();
  });

  const documentName = () =>
    pageDocumentName({ divisionId: server.world.demo.id, pageId: page.id! });

  /** A Hocuspocus-shaped message: document name, message type, then `payload` bytes. */
  const message = (name: string, type: number, payload = new Uint8Array()): Buffer => {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, name);
    encoding.writeVarUint(encoder, type);
    encoding.writeUint8Array(encoder, payload);
    return Buffer.from(encoding.toUint8Array(encoder));
  };

  /** A raw websocket with the seller's cookie; resolves its close code and reason. */
  async function rawSocket(url = server.url) {
    const socket = new WebSocket(wsUrl(url), { headers: { cookie } });
    sockets.push(socket);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('open', resolve));
    return { socket, closed };
  }

  /** A seller's client that must keep working while others misbehave. */
  async function bystander(url = server.url): Promise<TestClient> {
    const client = openClient({ url, divisionId: server.world.demo.id, pageId: page.id!, cookie });
    clients.push(client);
    await client.synced;
    return client;
  }

  async function stillServes(client: TestClient, value: string) {
    const other = await bystander();
    pagePropertiesOf(client.doc).set('description', value);
    await eventually(() => expect(other.page().properties.description.value).toBe(value));
  }

  it('closes a connection that sends a message over 5 MiB, and only that one', async () => {
    const calm = await bystander();
    const { socket, closed } = await rawSocket();
    socket.send(message(documentName(), 0, new Uint8Array(COLLAB_LIMITS.maxMessageBytes + 1)));
    expect((await closed).code).toBe(1009);
    await stillServes(calm, 'after an oversized message');
  });

  it('closes a connection that sends bytes that are not a message', async () => {
    const calm = await bystander();
    const { socket, closed } = await rawSocket();
    socket.send(Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]));
    expect(await closed).toStrictEqual(GUARD_CLOSES.malformed);
    await stillServes(calm, 'after a malformed message');
  });

  it('closes a connection that queues more than 1,000 messages before authenticating', async () => {
    const calm = await bystander();
    const { socket, closed } = await rawSocket();
    for (let i = 0; i <= COLLAB_LIMITS.maxQueuedMessages; i += 1)
      socket.send(message(documentName(), 0, new Uint8Array([0, 0])));
    expect(await closed).toStrictEqual(GUARD_CLOSES.queueFull);
    await stillServes(calm, 'after a queue flood');
  });

  it('closes a connection that opens more than 100 documents at once', async () => {
    const calm = await bystander();
    const { socket, closed } = await rawSocket();
    for (let i = 1; i <= COLLAB_LIMITS.maxPendingDocuments + 1; i += 1)
      socket.send(message(pageDocumentName({ divisionId: 1, pageId: 1000 + i }), 0));
    expect(await closed).toStrictEqual(GUARD_CLOSES.tooManyDocuments);
    await stillServes(calm, 'after a document flood');
  });

  describe('a client that stops reading', () => {
    let http: Server;
    let collab: CollabServer;
    let url: string;

    beforeAll(async () => {
      collab = createCollabServer({
        db: server.database.handle.db,
        repos: server.repos,
        registry,
        resolveSession: server.app.resolveSession,
        limits: { maxBufferedBytes: 256 * 1024 },
      });
      http = createServer();
      http.on('upgrade', (request, socket, head: Buffer) =>
        isCollabRequest(request) ? collab.handleUpgrade(request, socket, head) : socket.destroy(),
      );
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await collab.close();
      await new Promise((resolve) => http.close(resolve));
    });

    it('is dropped instead of having the server buffer for it, and the writer carries on', async () => {
      const slow = await bystander(url);
      const writer = await bystander(url);
      const underlying = (slow.socket as unknown as { webSocket: { _socket: { pause(): void } } })
        .webSocket._socket;
      underlying.pause();
      const live = collab.hocuspocus.documents.get(documentName())!;
      expect(live.getConnectionsCount()).toBe(2);

      const chunk = 'x'.repeat(1024 * 1024);
      // Paced by the server: each megabyte is written once the server has applied (and so
      // forwarded) the one before, until the reader that stopped reading is dropped.
      for (let i = 0; i < 40 && live.getConnectionsCount() > 1; i += 1) {
        const applied = new Promise((resolve) => live.once('update', resolve));
        pagePropertiesOf(writer.doc).set(`blob${i % 4}`, `${i}${chunk}`);
        await applied;
      }
      await eventually(() => expect(live.getConnectionsCount()).toBe(1));
      pagePropertiesOf(writer.doc).set('blob0', 'small again');
      const reader = await bystander(url);
      await eventually(() => expect(reader.page().properties.blob0?.value).toBe('small again'));
    });
  });
});
