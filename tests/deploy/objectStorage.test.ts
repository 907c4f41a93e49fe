import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage, storageFromEnv, type ObjectStorage } from '../../server/storage';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';
import { startLocalS3, type LocalS3 } from './localS3';

/**
 * Object storage (issue 23, section 4): one interface on local disk and on S3, tested
 * against s3rver started here on a random port; an upload through the app lands in the
 * bucket (not on disk) and is served back from it.
 */
let s3: LocalS3;
const dir = mkdtempSync(join(tmpdir(), 'omnis-storage-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['disk', () => localDiskStorage(dir)],
  ['s3', () => s3.storage('run-1')],
] as const)('object storage on %s', (_kind, make) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage.close());

  it('stores, reads back with its type and size, and deletes', async () => {
    await storage.put('uploads/7/a.png', Buffer.from('hello png'), 'image/png');
    const object = await storage.get('uploads/7/a.png');
    expect(object?.contentType).toBe('image/png');
    expect(object?.size).toBe(9);
    expect(await text(object!.body)).toBe('hello png');
    await storage.put('uploads/7/a.png', Buffer.from('replaced'), 'image/png');
    expect(await text((await storage.get('uploads/7/a.png'))!.body)).toBe('replaced');
    await storage.delete('uploads/7/a.png');
    expect(await storage.get('uploads/7/a.png')).toBeNull();
  });

  it('answers null for a missing object and refuses keys that leave their folder', async () => {
    expect(await storage.get('uploads/7/none.png')).toBeNull();
    for (const key of ['../x', 'uploads/../../x', '/abs', 'a//b', 'a/./b', ''])
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Not a storage key/,
      );
  });
});

describe('storage from the environment', () => {
  it('is the local folder without S3_BUCKET and the bucket with it', () => {
    expect(storageFromEnv({}, dir).kind).toBe('disk');
    const bucket = storageFromEnv({ ...s3.env }, dir);
    expect(bucket.kind).toBe('s3');
    bucket.close();
  });
});

describe('image uploads into the bucket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      config: { storage: s3.storage('app') },
    });
  });
  afterAll(() => server.close());

  it('stores the original and its sizes in S3 and serves them from there', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const png = await sharp({
      create: { width: 600, height: 300, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'blue.png');
    const answer = await seller.post<{ original: string; sizes: Record<string, string> }>(
      '/omnis/v3/divisions/demo/images/',
      undefined,
      { raw: form },
    );
    expect(answer.status).toBe(201);
    const { original, sizes } = answer.body;
    expect(original).toMatch(/^\/uploads\/\d+\/[0-9a-f]{24}\.png$/);
    expect(Object.keys(sizes)).toEqual(['256', '512']);
    // Nothing on this process's disk: the bucket holds it.
    expect(existsSync(join(server.database.env.DATA_DIR, original))).toBe(false);
    const stored = await s3.storage('app').get(original.slice(1));
    expect(stored?.contentType).toBe('image/png');

    const served = await fetch(`${server.url}${sizes['256']}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);

    const missing = await fetch(`${server.url}/uploads/1/nothing.png`);
    expect(missing.status).toBe(404);
  });
});
