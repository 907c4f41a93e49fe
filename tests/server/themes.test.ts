import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOM_THEME_TAKEN_MESSAGE,
  THEME_CONFLICT_MESSAGE,
  THEME_PLAN_MESSAGE,
  UNKNOWN_CUSTOM_THEME_MESSAGE,
} from '../../server/themes/routes';
import {
  CUSTOM_THEME_IN_USE_MESSAGE,
  CUSTOM_THEME_MISSING_MESSAGE,
  CUSTOM_THEME_NAME_LENGTH_MESSAGE,
  CUSTOM_THEME_NAME_REQUIRED_MESSAGE,
  CUSTOM_THEME_STALE_MESSAGE,
} from '../../src/settings';
import { THEME_COLOUR_MESSAGE, THEME_FONT_MESSAGE } from '../../themes/themeValue';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';

interface SavedTheme {
  base: string;
  overrides: Record<string, string>;
  version: number;
  customThemeId: number | null;
}

interface CustomTheme {
  id: number;
  name: string;
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

  it('saves a changed primary colour, refuses a stale version with the current theme, and the storefront shows it', async () => {
    const seller = await server.signedIn(server.world.users.seller);
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
      customThemeId: null,
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
    const seller = await server.signedIn(server.world.users.seller);
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
    const other = await server.signedIn(server.world.users.otherSeller);
    expect((await other.patch(url, { version: 0, base: 'naked', overrides: {} })).status).toBe(403);
    const shopper = server.browser();
    await shopper.visit();
    expect((await shopper.patch(url, { version: 0, base: 'naked', overrides: {} })).status).toBe(
      401,
    );
    const seller = await server.signedIn(server.world.users.seller);
    const noToken = await seller.patch(
      url,
      { version: 0, base: 'naked', overrides: {} },
      { csrf: false },
    );
    expect(noToken.status).toBe(403);
  });

  it('saves a named custom theme once and lists it', async () => {
    const seller = await server.signedIn(server.world.users.seller);
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

  it('renames a custom theme with validation, a unique name and its version', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const themes = '/omnis/v3/divisions/demo/themes/';
    const { body: autumn } = await seller.post<CustomTheme>(themes, {
      name: 'Autumn',
      base: 'naked',
      overrides: {},
    });
    await seller.post(themes, { name: 'Spring', base: 'naked', overrides: {} });
    const at = `${themes}${autumn.id}/`;

    const blank = await seller.patch<{ message: string }>(at, { version: 0, name: '  ' });
    expect([blank.status, blank.body.message]).toEqual([422, CUSTOM_THEME_NAME_REQUIRED_MESSAGE]);
    const long = await seller.patch<{ message: string }>(at, { version: 0, name: 'x'.repeat(61) });
    expect([long.status, long.body.message]).toEqual([422, CUSTOM_THEME_NAME_LENGTH_MESSAGE]);
    const taken = await seller.patch<{ message: string }>(at, { version: 0, name: 'spring' });
    expect([taken.status, taken.body.message]).toEqual([409, CUSTOM_THEME_TAKEN_MESSAGE]);

    const renamed = await seller.patch<CustomTheme>(at, { version: 0, name: ' Harvest ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: autumn.id, name: 'Harvest', version: 1 });
    const stale = await seller.patch<{ message: string; page: CustomTheme }>(at, {
      version: 0,
      name: 'Fall',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CUSTOM_THEME_STALE_MESSAGE);
    expect(stale.body.page).toMatchObject({ name: 'Harvest', version: 1 });
    const missing = await seller.patch<{ message: string }>(`${themes}999999/`, {
      version: 0,
      name: 'Fall',
    });
    expect([missing.status, missing.body.message]).toEqual([404, CUSTOM_THEME_MISSING_MESSAGE]);

    // Another store's seller, a shopper and a request without the CSRF header are refused.
    const other = await server.signedIn(server.world.users.otherSeller);
    expect((await other.patch(at, { version: 1, name: 'Mine' })).status).toBe(403);
    expect((await other.delete(`${at}?version=1`)).status).toBe(403);
    const shopper = server.browser();
    await shopper.visit();
    expect((await shopper.patch(at, { version: 1, name: 'Mine' })).status).toBe(401);
    expect((await seller.patch(at, { version: 1, name: 'Mine' }, { csrf: false })).status).toBe(
      403,
    );
    expect((await seller.delete(`${at}?version=1`, { csrf: false })).status).toBe(403);
  });

  it('records the custom theme the store uses and refuses to delete it until another is saved', async () => {
    const seller = await server.signedIn(server.world.users.seller);
    const themes = '/omnis/v3/divisions/demo/themes/';
    const { body: dusk } = await seller.post<CustomTheme>(themes, {
      name: 'Dusk',
      base: 'naked',
      overrides: { 'primary.color': '#222222' },
    });
    const read = await seller.get<{ theme: SavedTheme }>(url);
    const unknown = await seller.patch<{ message: string }>(url, {
      version: read.body.theme.version,
      base: 'naked',
      overrides: {},
      customThemeId: 999999,
    });
    expect([unknown.status, unknown.body.message]).toEqual([422, UNKNOWN_CUSTOM_THEME_MESSAGE]);
    const saved = await seller.patch<SavedTheme>(url, {
      version: read.body.theme.version,
      base: 'naked',
      overrides: { 'primary.color': '#222222' },
      customThemeId: dusk.id,
    });
    expect(saved.body.customThemeId).toBe(dusk.id);
    expect((await seller.get<{ theme: SavedTheme }>(url)).body.theme.customThemeId).toBe(dusk.id);

    const inUse = await seller.delete<{ message: string }>(`${themes}${dusk.id}/?version=0`);
    expect([inUse.status, inUse.body.message]).toEqual([409, CUSTOM_THEME_IN_USE_MESSAGE]);
    const noVersion = await seller.delete(`${themes}${dusk.id}/`);
    expect(noVersion.status).toBe(422);

    await seller.patch(url, { version: saved.body.version, base: 'naked', overrides: {} });
    const stale = await seller.delete<{ message: string }>(`${themes}${dusk.id}/?version=4`);
    expect([stale.status, stale.body.message]).toEqual([409, CUSTOM_THEME_STALE_MESSAGE]);
    expect((await seller.delete(`${themes}${dusk.id}/?version=0`)).status).toBe(200);
    const after = await seller.get<{ customThemes: CustomTheme[] }>(url);
    expect(after.body.customThemes.map((theme) => theme.name)).not.toContain('Dusk');
  });
});
