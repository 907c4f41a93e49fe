import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOM_THEME_TAKEN_MESSAGE,
  THEME_CONFLICT_MESSAGE,
  THEME_PLAN_MESSAGE,
} from '../../server/themes/routes';
import { THEME_COLOUR_MESSAGE, THEME_FONT_MESSAGE } from '../../themes/themeValue';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

interface SavedTheme {
  base: string;
  overrides: Record<string, string>;
  version: number;
}

/** The theme API (issue 18): store theme reads and versioned saves, custom themes. */
describe.each(testDatabaseKinds())('theme API on $dialect', (kind) => {
  let server: TestServer;
  const url = '/omnis/v3/divisions/demo/theme/';

  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedIn(email: string) {
    const browser = server.browser();
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    return browser;
  }

  it('saves a changed primary colour, refuses a stale version with the current theme, and the storefront shows it', async () => {
    const seller = await signedIn(server.world.users.seller);
    const read = await seller.get<{ theme: SavedTheme; presets: string[] }>(url);
    expect(read.status).toBe(200);
    expect(read.body.presets).not.toContain('teemillPro');
    const { version, base } = read.body.theme;

    const saved = await seller.patch<SavedTheme>(url, {
      version,
      base,
      overrides: { 'primary.color': '#ff0000' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      base,
      overrides: { 'primary.color': '#ff0000' },
      version: version + 1,
    });

    const stale = await seller.patch<{ message: string }>(url, { version, base, overrides: {} });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(THEME_CONFLICT_MESSAGE);

    // What the storefront's SSR head resolves over the preset (runtime/render/theme.test.ts).
    const shopper = server.browser();
    const core = await shopper.get<{ state: { subdomain: { themeOverrides: object } } }>(
      '/omnis/v3/frontend/demo/getStoreCoreData/json/',
    );
    expect(core.body.state.subdomain.themeOverrides).toEqual({ 'primary.color': '#ff0000' });
  });

  it('answers an unknown key, a bad colour or font with 422 and its message, a Pro preset without Pro with 403', async () => {
    const seller = await signedIn(server.world.users.seller);
    const { body } = await seller.get<{ theme: SavedTheme }>(url);
    const unknownKey = await seller.patch<{ message: string }>(url, {
      version: body.theme.version,
      base: body.theme.base,
      overrides: { 'no.such': '1' },
    });
    expect(unknownKey.status).toBe(422);
    expect(unknownKey.body.message).toBe('Unknown theme key');
    const badColour = await seller.patch<{ message: string }>(url, {
      version: body.theme.version,
      base: body.theme.base,
      overrides: { 'primary.color': 'red;background:url(x)' },
    });
    expect(badColour.status).toBe(422);
    expect(badColour.body.message).toBe(THEME_COLOUR_MESSAGE);
    const badFont = await seller.post<{ message: string }>('/omnis/v3/divisions/demo/themes/', {
      name: 'Bad font',
      base: body.theme.base,
      overrides: { 'heading1.font': 'Comic Sans MS' },
    });
    expect(badFont.status).toBe(422);
    expect(badFont.body.message).toBe(THEME_FONT_MESSAGE);
    const pro = await seller.patch<{ message: string }>(url, {
      version: body.theme.version,
      base: 'teemillPro',
      overrides: {},
    });
    expect(pro.status).toBe(403);
    expect(pro.body.message).toBe(THEME_PLAN_MESSAGE);
  });

  it('keeps other stores and shoppers out, and needs the CSRF header', async () => {
    const other = await signedIn(server.world.users.otherSeller);
    expect((await other.patch(url, { version: 0, base: 'naked', overrides: {} })).status).toBe(403);
    const shopper = server.browser();
    await shopper.visit();
    expect((await shopper.patch(url, { version: 0, base: 'naked', overrides: {} })).status).toBe(
      401,
    );
    const seller = await signedIn(server.world.users.seller);
    const noToken = await seller.patch(
      url,
      { version: 0, base: 'naked', overrides: {} },
      { csrf: false },
    );
    expect(noToken.status).toBe(403);
  });

  it('saves a named custom theme once and lists it', async () => {
    const seller = await signedIn(server.world.users.seller);
    const custom = { name: 'Summer', base: 'naked', overrides: { 'primary.color': '#123456' } };
    const created = await seller.post('/omnis/v3/divisions/demo/themes/', custom);
    expect(created.status).toBe(201);
    const again = await seller.post<{ message: string }>(
      '/omnis/v3/divisions/demo/themes/',
      custom,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CUSTOM_THEME_TAKEN_MESSAGE);
    const read = await seller.get<{ customThemes: { name: string }[] }>(url);
    expect(read.body.customThemes.map((theme) => theme.name)).toEqual(['Summer']);
  });
});
