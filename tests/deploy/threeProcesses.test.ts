import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/model';
import { pagePropertiesOf } from '../../src/pageDoc';
import { cookieOf, eventually, openClient, requestSave, spawnServerOn } from '../collab/support';
import type { SpawnedServer, TestClient } from '../collab/support';
import { Browser } from '../server/support/browser';
import { testDatabaseKinds, type TestDatabase } from '../server/support/databases';
import { freePort, waitForExit } from '../server/support/process';
import { seedStoreWithSeller } from '../server/support/stores';
import { startLocalS3, type LocalS3 } from './localS3';

/**
 * Growing past one machine (issue 23, section 4): three server processes on PostgreSQL
 * (a database of its own), Redis and an S3-compatible server, behind a small round-robin
 * proxy (each HTTP request and each websocket to the next process). A seller signs in,
 * uploads an image that every process serves, two editors on different processes edit
 * one page together, one saves, the seller publishes, and shoppers read the published
 * page from every process. The editing is done with the Node collaboration client of
 * tests/collab (not two browsers), and the shopper's checkout is not part of it yet.
 */
const redisUrl = process.env.REDIS_URL_TEST;
const postgres = testDatabaseKinds().find((kind) => kind.dialect === 'postgres');
const missing = [!postgres && 'DATABASE_URL_TEST', !redisUrl && 'REDIS_URL_TEST'].filter(Boolean);
if (missing.length > 0)
  console.warn(`three-process test skipped: set ${missing.join(' and ')} (CI sets both)`);

/** Round-robin over `targets` (ports), for requests and websocket upgrades alike. */
function roundRobinProxy(targets: number[]): Server {
  let next = 0;
  const pick = () => targets[next++ % targets.length]!;
  const proxy = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: pick(),
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  proxy.on('upgrade', (incoming, socket, head) => {
    const upstream = connect(pick(), '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2)
        lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return proxy;
}

describe.skipIf(missing.length > 0)('three server processes behind a proxy', () => {
  let database: TestDatabase;
  let s3: LocalS3;
  let proxy: Server;
  let url: string;
  const servers: SpawnedServer[] = [];
  const clients: TestClient[] = [];

  beforeAll(async () => {
    database = await postgres!.open();
    await seedStoreWithSeller(
      database,
      { code: 'three', name: 'Three' },
      { email: 'seller@three.test', password: 'three processes' },
    );
    s3 = await startLocalS3();
    const env = {
      ...database.env,
      ...s3.env,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `three-${randomBytes(6).toString('hex')}`,
    };
    const ports = [await freePort(), await freePort(), await freePort()];
    servers.push(...(await Promise.all(ports.map((port) => spawnServerOn(port, env)))));
    proxy = roundRobinProxy(ports);
    const proxyPort = await freePort();
    await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${proxyPort}`;
  }, 400_000);

  afterAll(async () => {
    for (const client of clients) client.destroy();
    proxy?.close();
    for (const server of servers) {
      server.child.kill('SIGKILL');
      await waitForExit(server.child);
    }
    await s3?.close();
    await database?.dispose();
  });

  it('runs a seller session across them', async () => {
    const seller = new Browser(url);
    expect((await seller.signIn('seller@three.test', 'three processes')).status).toBe(200);

    // An image uploaded through one process is served by each (it is in the bucket).
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#228844' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'green.png');
    const uploaded = await seller.post<{ original: string }>(
      '/omnis/v3/divisions/three/images/',
      undefined,
      { raw: form },
    );
    expect(uploaded.status).toBe(201);
    for (const server of servers) {
      const served = await fetch(`${server.url}${uploaded.body.original}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
    }

    // Two editors, on two processes (the proxy deals them out in turn), edit together.
    const page = (
      await seller.post<Page>('/omnis/v3/divisions/three/pages/', { url: '/together/' })
    ).body;
    const cookie = await cookieOf(url, 'seller@three.test', 'three processes');
    const open = () => {
      const client = openClient({ url, divisionId: page.divisionId!, pageId: page.id!, cookie });
      clients.push(client);
      return client;
    };
    const first = open();
    const second = open();
    await Promise.all([first.synced, second.synced]);
    pagePropertiesOf(first.doc).set('title', 'Made by three processes');
    pagePropertiesOf(second.doc).set('description', 'Edited from the second editor');
    await eventually(() => {
      expect(second.page().properties.title.value).toBe('Made by three processes');
      expect(first.page().properties.description.value).toBe('Edited from the second editor');
    }, 20_000);
    const saved = await requestSave(second);
    expect(saved).toMatchObject({ type: 'save.done' });

    const published = await seller.post(`/omnis/v3/divisions/three/pages/${page.id}/publish/`, {});
    expect(published.status).toBe(200);

    // Shoppers read the published page whichever process answers.
    for (let index = 0; index < 3; index += 1) {
      const shopper = new Browser(url);
      const read = await shopper.get<Page>(`/omnis/v3/divisions/three/pages/${page.id}/`);
      expect(read.status).toBe(200);
      expect(read.body.properties.title.value).toBe('Made by three processes');
    }
  }, 120_000);
});
