import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCoreData } from '../../src/model';
import type { StoreSettingsView } from '../../src/settings';
import { CUSTOM_CODE_DOCUMENT_TAG_MESSAGE } from '../../src/settings/customCodeInput';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

type Message = { message: string };
const CORE = '/omnis/v3/frontend/demo/getStoreCoreData/json/';
const SETTINGS = '/omnis/v3/divisions/demo/settings/';

/** Store settings and plugins (issue 18), on SQLite and PostgreSQL. */
describe.each(testDatabaseKinds())('store settings on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  const seller = async () => {
    const browser = server.browser();
    await browser.signIn(server.world.users.seller, PASSWORD);
    return browser;
  };
  const current = async (browser: Awaited<ReturnType<typeof seller>>) =>
    (await browser.get<StoreSettingsView>(SETTINGS)).body;

  it('refuses settings to shoppers and other stores’ sellers', async () => {
    expect((await server.browser().get(SETTINGS)).status).toBe(401);
    const outsider = server.browser();
    await outsider.signIn(server.world.users.otherSeller, PASSWORD);
    expect((await outsider.get(SETTINGS)).status).toBe(403);
  });

  it('enables the currency plugin with three currencies, and the storefront offers them', async () => {
    const browser = await seller();
    const { version } = await current(browser);
    const bad = await browser.request<Message>(
      'POST',
      '/omnis/v3/divisions/demo/plugins/currency/',
      {
        version,
        settings: { enabled: true, currency: 'GBP', currencies: ['GBP', 'XXX'] },
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Choose currencies from the list');
    const saved = await browser.request<StoreSettingsView>(
      'POST',
      '/omnis/v3/divisions/demo/plugins/currency/',
      { version, settings: { enabled: true, currency: 'GBP', currencies: ['GBP', 'usd', 'EUR'] } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(version + 1);
    const core = await server.browser().get<StoreCoreData>(CORE);
    expect(core.body.state.subdomain.plugins.currency).toStrictEqual({
      enabled: true,
      currency: 'GBP',
      currencies: 'GBP,USD,EUR',
    });
    // A save from the version read before is stale.
    const stale = await browser.request<Message>(
      'POST',
      '/omnis/v3/divisions/demo/plugins/currency/',
      {
        version,
        settings: { enabled: false, currency: 'GBP', currencies: ['GBP'] },
      },
    );
    expect(stale.status).toBe(409);
  });

  it('validates tracking plugins with the spec’s validators and messages', async () => {
    const browser = await seller();
    const { version } = await current(browser);
    const put = (settings: unknown) =>
      browser.request<Message>('POST', '/omnis/v3/divisions/demo/plugins/analytics/', {
        version,
        settings,
      });
    expect(
      (await put({ enabled: true, measurementId: 'X-123', trackingId: '' })).body.message,
    ).toBe('Invalid Google Analytics measurement ID');
    expect((await put({ enabled: true, measurementId: '', trackingId: 'UA-1' })).body.message).toBe(
      'Invalid Google Analytics tracking ID',
    );
    const pinterest = await browser.request<Message>(
      'POST',
      '/omnis/v3/divisions/demo/plugins/pinterest/',
      {
        version,
        settings: { enabled: true, pixel: '', verification: '' },
      },
    );
    expect(pinterest.body.message).toBe('Invalid Pinterest verification meta tag');
    expect(
      (await put({ enabled: true, measurementId: 'G-ABC123', trackingId: 'UA-12-1' })).status,
    ).toBe(200);
    expect(
      (await browser.request('POST', '/omnis/v3/divisions/demo/plugins/nope/', {})).status,
    ).toBe(404);
  });

  it('sets a custom domain, refuses a bad one, and checks its DNS', async () => {
    const browser = await seller();
    const { version } = await current(browser);
    const bad = await browser.patch<Message>('/omnis/v3/divisions/demo/settings/domain/', {
      version,
      customDomain: 'not a domain',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Please enter a valid domain');
    const saved = await browser.patch<StoreSettingsView>(
      '/omnis/v3/divisions/demo/settings/domain/',
      {
        version,
        customDomain: 'Shop.Localhost',
      },
    );
    expect(saved.body.customDomain).toBe('shop.localhost');
    const check = await browser.post<{ pointsToUs: boolean; record: { type: string } }>(
      '/omnis/v3/divisions/demo/settings/domain/check/',
    );
    expect(check.status).toBe(200);
    expect(check.body.record.type).toBe('A');
    expect(typeof check.body.pointsToUs).toBe('boolean');
  });

  it('password-protects the store; the right password unlocks it for that browser', async () => {
    const browser = await seller();
    const { version } = await current(browser);
    const noPassword = await browser.patch<Message>('/omnis/v3/divisions/demo/settings/access/', {
      version,
      passwordProtected: true,
      password: '',
      comingSoon: { enabled: false, launchDate: '' },
    });
    expect(noPassword.body.message).toBe('Choose the password shoppers will type to get in');
    const locked = await browser.patch<StoreSettingsView>(
      '/omnis/v3/divisions/demo/settings/access/',
      {
        version,
        passwordProtected: true,
        password: 'open sesame',
        comingSoon: { enabled: false, launchDate: '' },
      },
    );
    expect(locked.body).toMatchObject({ passwordProtected: true, hasPassword: true });
    expect(JSON.stringify(locked.body)).not.toContain('argon2');

    const shopper = server.browser();
    await shopper.visit();
    expect((await shopper.get<StoreCoreData>(CORE)).body.state.subdomain.passwordProtected).toBe(
      true,
    );
    const wrong = await shopper.post<Message>('/omnis/v3/frontend/demo/store-password/', {
      password: 'nope',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('That password is not right');
    expect(
      (await shopper.post('/omnis/v3/frontend/demo/store-password/', { password: 'open sesame' }))
        .status,
    ).toBe(200);
    const open = await shopper.get<StoreCoreData>(CORE);
    expect(open.body.state.subdomain.passwordProtected).toBe(false);
    // Another browser is still asked.
    expect(
      (await server.browser().get<StoreCoreData>(CORE)).body.state.subdomain.passwordProtected,
    ).toBe(true);
  });

  it('saves search redirects and refuses a repeated term', async () => {
    const browser = await seller();
    const { version } = await current(browser);
    const repeated = await browser.patch<Message>('/omnis/v3/divisions/demo/settings/search/', {
      version,
      searchRedirects: [
        { searchTerm: 'Tees', destinationUrl: '/collection/tees/' },
        { searchTerm: 'tees', destinationUrl: '/' },
      ],
    });
    expect(repeated.body.message).toBe('Each search term can redirect to one place only');
    const saved = await browser.patch<StoreSettingsView>(
      '/omnis/v3/divisions/demo/settings/search/',
      {
        version,
        searchRedirects: [{ searchTerm: 'Tees', destinationUrl: '/collection/tees/' }],
      },
    );
    expect(saved.body.searchRedirects).toStrictEqual([
      { searchTerm: 'Tees', destinationUrl: '/collection/tees/' },
    ]);
  });

  it('saves custom code as the spec shape, refuses document tags, and serves it in core data', async () => {
    const browser = await seller();
    const { version } = await current(browser);
    const url = '/omnis/v3/divisions/demo/settings/code/';
    const bad = await browser.patch<Message>(url, { version, customCode: '</body><p>x</p>' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(CUSTOM_CODE_DOCUMENT_TAG_MESSAGE);
    const code = '<script src="https://example.com/widget.js"></script>';
    const saved = await browser.patch<StoreSettingsView>(url, { version, customCode: ` ${code} ` });
    expect(saved.status).toBe(200);
    expect(saved.body.customCode).toBe(code);
    const core = await server.browser().get<StoreCoreData>(CORE);
    expect(core.body.state.subdomain.customCode).toStrictEqual({ global: code });
    const noToken = await browser.patch(url, { version, customCode: '' }, { csrf: false });
    expect(noToken.status).toBe(403);
  });
});
