import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, RelayRefusedError, relayPost } from './relayPost';

describe('public addresses only', () => {
  it('refuses private, loopback, link-local, shared and mapped addresses', () => {
    for (const address of [
      '10.0.0.1',
      '172.16.4.2',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('accepts addresses on the internet', () => {
    for (const address of ['8.8.8.8', '151.101.1.69', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('posting a notification on', () => {
  let receiver: Server;
  let origin = '';
  const received: { path: string; body: string; cookie?: string }[] = [];
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body, cookie: request.headers.cookie });
        if (request.url === '/moved') {
          response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
          return void response.end();
        }
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => receiver.close(resolve)));

  it('refuses loopback by address and by name unless private addresses are allowed', async () => {
    await expect(relayPost(`${origin}/answers`, {})).rejects.toBeInstanceOf(RelayRefusedError);
    const port = new URL(origin).port;
    await expect(relayPost(`http://localhost:${port}/answers`, {})).rejects.toBeInstanceOf(
      RelayRefusedError,
    );
    await expect(relayPost('ftp://example.com/', {})).rejects.toBeInstanceOf(RelayRefusedError);
    expect(received).toHaveLength(0);
  });

  it('posts the data as JSON, without cookies, and follows no redirect', async () => {
    expect(await relayPost(`${origin}/answers`, { shoe_size: '9' }, { allowPrivate: true })).toBe(
      204,
    );
    expect(received.at(-1)).toStrictEqual({
      path: '/answers',
      body: '{"shoe_size":"9"}',
      cookie: undefined,
    });
    expect(await relayPost(`${origin}/moved`, {}, { allowPrivate: true })).toBe(302);
    expect(received.map((entry) => entry.path)).toStrictEqual(['/answers', '/moved']);
  });
});
