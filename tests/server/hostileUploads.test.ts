import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAMAGED_IMAGE_MESSAGE,
  IMAGE_PIXELS_MESSAGE,
  MAX_IMAGE_PIXELS,
} from '../../server/images/variants';
import type { Browser } from './support/browser';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/**
 * Hostile uploads (issue 23, section 5): each answered with a clean 4xx and a message a
 * seller can act on, never a 500.
 */
const UPLOAD = '/omnis/v3/divisions/demo/images/';

describe.each(testDatabaseKinds())('hostile image uploads on $dialect', (kind) => {
  let server: TestServer;
  let seller: Browser;
  beforeAll(async () => {
    server = await startTestServer({ kind });
    seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
  });
  afterAll(() => server.close());

  const fileForm = (bytes: Buffer, name = 'upload.png') => {
    const data = new FormData();
    data.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    return data;
  };
  const upload = (form: FormData) =>
    seller.post<{ message: string }>(UPLOAD, undefined, { raw: form });

  it('refuses multipart without a boundary, and garbage parts, with a 4xx', async () => {
    const noBoundary = await seller.post<{ message: string }>(UPLOAD, undefined, {
      raw: 'garbage',
      contentType: 'multipart/form-data',
    });
    expect(noBoundary.status).toBeGreaterThanOrEqual(400);
    expect(noBoundary.status).toBeLessThan(500);
    expect(noBoundary.text).not.toMatch(/stack|at .*\.js/i);

    const garbage = await seller.post<{ message: string }>(UPLOAD, undefined, {
      raw: '--x\r\nContent-Disposition: form-data\r\n\r\nno name, no end',
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(garbage.status).toBeLessThan(500);
  });

  it('refuses a PNG whose data stops short of what its header says', async () => {
    const whole = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: '#336699' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const answer = await upload(fileForm(whole.subarray(0, 5_000)));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(DAMAGED_IMAGE_MESSAGE);
  });

  it('refuses an image of more pixels than print needs, and says how many are allowed', async () => {
    const huge = await sharp({
      create: { width: 10_000, height: 5_001, channels: 3, background: '#000000' },
    })
      .png()
      .toBuffer();
    expect(10_000 * 5_001).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const answer = await upload(fileForm(huge));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(IMAGE_PIXELS_MESSAGE);
  });
});
