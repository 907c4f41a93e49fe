import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFixture, type Fixture } from '../../fixtures/pages/library';
import { PASSWORD, startTestServer, type TestServer } from '../../tests/server/support/server';
import { loadFixture, qaCopy, qaUrl, storeImages } from './loadFixture';
import { signInAsSeller } from './sellerApi';

const fixture = (name: string): Fixture => {
  const found = findFixture(name);
  if (!found) throw new Error(`no fixture ${name}`);
  return found;
};

describe('qaUrl', () => {
  it('puts a fixture under /qa/ as a normalised url', () => {
    expect([qaUrl('homepage'), qaUrl('themes/neonCity'), qaUrl('stress-300')]).toStrictEqual([
      '/qa/homepage/',
      '/qa/themes/neoncity/',
      '/qa/stress-300/',
    ]);
  });
});

describe('qaCopy', () => {
  const homepage = fixture('homepage');

  it('is a new page at its own url: no fixture ids, version 0, not the homepage', () => {
    const copy = qaCopy(homepage.page, 'homepage', []);
    expect([copy.id, copy.uuid, copy.version, copy.url, copy.flags, copy.divisionId]).toStrictEqual(
      [undefined, undefined, 0, '/qa/homepage/', [], null],
    );
    expect(copy.blocks).toStrictEqual(homepage.page.blocks);
  });

  it('swaps pictures on example hosts for the store pictures given', () => {
    const copy = qaCopy(homepage.page, 'homepage', ['/uploads/1/a.png']);
    const text = JSON.stringify(copy.blocks);
    expect(text).not.toMatch(/\.example\/[^"]*\.jpg/);
    expect(text).toContain('/uploads/1/a.png');
  });
});

describe('loadFixture against the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates the copy, then updates that same page on a second load', async () => {
    const { api } = await signInAsSeller(server.url, {
      email: server.world.users.seller,
      password: PASSWORD,
    });
    const images = await storeImages(api, 'demo');
    expect(images.length).toBeGreaterThan(0);
    const first = await loadFixture(api, 'demo', fixture('nested-rows'), images);
    expect([first.url, first.version]).toStrictEqual(['/qa/nested-rows/', 1]);
    const second = await loadFixture(api, 'demo', fixture('nested-rows'), images);
    expect([second.id, second.version]).toStrictEqual([first.id, 2]);
    // Still a draft: shoppers see it once loaded with publishing (issue 14).
    const shopper = server.browser();
    expect((await shopper.get(`/omnis/v3/divisions/demo/pages/${first.id}/`)).status).toBe(404);
    const { publishing } = await signInAsSeller(server.url, {
      email: server.world.users.seller,
      password: PASSWORD,
    });
    const third = await loadFixture(api, 'demo', fixture('nested-rows'), images, publishing);
    expect(third.version).toBe(3);
    expect((await shopper.get(`/omnis/v3/divisions/demo/pages/${first.id}/`)).status).toBe(200);
    expect(
      (await api.pages.list('demo')).filter((summary) => summary.url === '/qa/nested-rows/'),
    ).toHaveLength(1);
  });
});
