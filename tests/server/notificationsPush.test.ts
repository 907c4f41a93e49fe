import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAPID_SUBJECT_DEFAULT } from '../../server/notifications';
import { payOrder, placeOrder } from './support/checkout';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

/**
 * Web push end to end against a push service of our own: it checks the VAPID JWT's ES256
 * signature with the key the server hands browsers, and decrypts the aes128gcm body (RFC
 * 8188 + RFC 8291) with the subscription's private key, as a browser would.
 */
const b64url = (buffer: Buffer) => buffer.toString('base64url');

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function startPushService() {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      // /gone/ plays an expired subscription (RFC 8030: 410 Gone).
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  return { server, received };
}

/** A browser's push subscription keys. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
}

/** RFC 8291 §3.4 and RFC 8188 §2: the receiving side of aes128gcm. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: ES256 over header.claims with that key. */
function verifyVapid(authorization: string, expectedKey: string, audience: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(match).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(expectedKey);
  const [header, claims, signature] = jwt!.split('.');
  const raw = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({
    typ: 'JWT',
    alg: 'ES256',
  });
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString());
  expect(payload.aud).toBe(audience);
  expect(payload.sub).toBe(VAPID_SUBJECT_DEFAULT);
  expect(payload.exp * 1000).toBeGreaterThan(Date.now());
}

describe.each(testDatabaseKinds())('web push on $dialect', (kind) => {
  let server: TestServer;
  const push = startPushService();
  let pushUrl = '';
  beforeAll(async () => {
    server = await startTestServer({ kind });
    await new Promise<void>((resolve) => push.server.listen(0, '127.0.0.1', resolve));
    pushUrl = `http://127.0.0.1:${(push.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => push.server.close(resolve));
  });

  it('pushes a signed, encrypted notification and drops a subscription that is gone', async () => {
    const customer = server.browser();
    await customer.signIn(server.world.users.customer, PASSWORD);
    await customer.post('/omnis/v3/frontend/product/addItemToCart/', {
      item: { productId: server.world.products.tee },
      division: 'demo',
    });
    const { hash } = await placeOrder(customer, { email: 'customer@demo.test' });
    const { publicKey } = (
      await customer.get<{ publicKey: string }>('/omnis/v3/notifications/subscriptions/key/')
    ).body;
    // The key is made once and kept: asking again gives the same one.
    expect(
      (await customer.get<{ publicKey: string }>('/omnis/v3/notifications/subscriptions/key/')).body
        .publicKey,
    ).toBe(publicKey);

    const keys = browserKeys();
    const subscribe = (endpoint: string) =>
      customer.post('/omnis/v3/notifications/subscriptions/', {
        subscription: {
          endpoint,
          keys: { p256dh: b64url(keys.publicKey), auth: b64url(keys.auth) },
        },
        extras: { userAgent: 'test' },
      });
    expect((await subscribe(`${pushUrl}/ok/1`)).status).toBe(201);
    expect((await subscribe(`${pushUrl}/gone/1`)).status).toBe(201);

    // Paying sends the order notification in-app and by push.
    expect((await payOrder(customer, hash)).status).toBe(200);
    const ok = push.received.find((r) => r.path === '/ok/1')!;
    expect(ok.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(ok.headers.ttl)).toBeGreaterThan(0);
    verifyVapid(String(ok.headers.authorization), publicKey, pushUrl);
    expect(JSON.parse(decrypt(ok.body, keys))).toMatchObject({
      title: 'Order confirmed',
      href: `/receipt/${hash}`,
      tag: `order-${hash}`,
    });

    const remaining = await server.database.handle.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .execute();
    expect(remaining.map((r) => r.endpoint)).toStrictEqual([`${pushUrl}/ok/1`]);

    // From the builder, by push only: pushed, and not listed in-app.
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const before = push.received.length;
    const sent = await seller.post('/omnis/v3/divisions/demo/notifications/', {
      title: 'Push only',
      inApp: false,
      push: true,
    });
    expect(sent.status).toBe(201);
    expect(push.received).toHaveLength(before + 1);
    expect(JSON.parse(decrypt(push.received.at(-1)!.body, keys)).title).toBe('Push only');
    const list = await customer.get<{ notifications: { title: string }[] }>(
      '/omnis/v3/notifications/',
    );
    expect(list.body.notifications.map((n) => n.title)).not.toContain('Push only');
  });
});
