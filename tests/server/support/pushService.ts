import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect } from 'vitest';
import { VAPID_SUBJECT_DEFAULT } from '../../../server/notifications';

/**
 * A push service of our own, for the server tests and the end-to-end test: it checks the
 * VAPID JWT's ES256 signature with the key the server hands browsers, and decrypts the
 * aes128gcm body (RFC 8188 + RFC 8291) with the subscription's private key, as a browser
 * would.
 */
export const b64url = (buffer: Buffer) => buffer.toString('base64url');

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function startPushService() {
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
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
}

/** RFC 8291 §3.4 and RFC 8188 §2: the receiving side of aes128gcm. */
export function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
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
export function verifyVapid(authorization: string, expectedKey: string, audience: string) {
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
