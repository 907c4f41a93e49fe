import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageInUseMessage } from '../../server/images/routes';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

describe('imageInUseMessage', () => {
  it('names every place the image is used, or nothing when unused', () => {
    expect(imageInUseMessage({ products: 0, collections: 0, pages: 0 })).toBeNull();
    expect(imageInUseMessage({ products: 1, collections: 0, pages: 0 })).toBe(
      'This image is used by 1 product. Remove it there first, then delete it.',
    );
    expect(imageInUseMessage({ products: 2, collections: 1, pages: 3 })).toBe(
      'This image is used by 2 products, 1 collection and 3 pages. Remove it there first, then delete it.',
    );
  });
});

/** Deleting from the image library (issue 18): only unused images go, on both databases. */
describe.each(testDatabaseKinds())('image library deletes on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('refuses to delete an image a product uses, and deletes it once unused', async () => {
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const data = new FormData();
    data.set('file', new Blob([png], { type: 'image/png' }), 'Blue.png');
    const uploaded = await seller.post<{
      id: number;
      original: string;
      sizes: Record<string, string>;
    }>('/omnis/v3/divisions/demo/images/', undefined, { raw: data });
    expect(uploaded.status).toBe(201);
    const { id, sizes } = uploaded.body;

    // A product showing one of the image's sizes holds it.
    const made = await seller.post<{ product: { id: number; version: number } }>(
      '/omnis/v3/divisions/demo/products/',
      {
        baseSku: 'BASE-TSHIRT',
        name: 'Blue Tee',
        urlName: 'blue-tee-library',
        options: [{ colourName: 'Black', sizes: ['M'] }],
        price: 20,
        images: [{ url: sizes['256'], alt: 'Blue' }],
      },
    );
    expect(made.status).toBe(201);
    const refused = await seller.delete<{ message: string }>(
      `/omnis/v3/divisions/demo/images/${id}/`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This image is used by 1 product. Remove it there first, then delete it.',
    );

    const visitor = server.browser();
    await visitor.visit();
    expect(
      (await visitor.delete(`/omnis/v3/divisions/demo/images/${id}/`)).status,
    ).toBeGreaterThanOrEqual(401);

    const { product } = made.body;
    const cleared = await seller.request(
      'PUT',
      `/omnis/v3/divisions/demo/products/${product.id}/`,
      {
        version: product.version,
        product: {
          baseSku: 'BASE-TSHIRT',
          name: 'Blue Tee',
          urlName: 'blue-tee-library',
          options: [{ colourName: 'Black', sizes: ['M'] }],
          price: 20,
          images: [],
        },
      },
    );
    expect(cleared.status).toBe(200);
    expect((await seller.delete(`/omnis/v3/divisions/demo/images/${id}/`)).status).toBe(204);
    expect((await seller.delete(`/omnis/v3/divisions/demo/images/${id}/`)).status).toBe(404);
    const library = await seller.get<{ images: Array<{ id: number }> }>(
      '/omnis/v3/artemis/query/?division=demo',
    );
    expect(library.body.images.some((image) => image.id === id)).toBe(false);
  });
});
