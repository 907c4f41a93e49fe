import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Repositories } from '../../server/db/repos';
import { testDatabaseKinds, type TestDatabase } from './support/databases';
import { openStoreDatabase } from './support/stores';

/** The store theme (issue 18): versioned saves and named custom themes, SQLite and PostgreSQL. */
describe.each(testDatabaseKinds())('store themes on $dialect', ({ open }) => {
  let test: TestDatabase;
  let repos: Repositories;
  let divisionId: number;

  beforeEach(async () => {
    ({ test, repos, divisionId } = await openStoreDatabase(open));
  });
  afterEach(async () => {
    await test.dispose();
  });

  it('starts at version 0 with the store preset and no changes', async () => {
    const division = await repos.divisions.findById(divisionId);
    expect(await repos.themes.storeTheme(divisionId)).toEqual({
      base: division?.theme,
      overrides: {},
      version: 0,
      customThemeId: null,
    });
  });

  it('saves the preset and changed keys, bumping the version, and sets the store theme', async () => {
    const saved = await repos.themes.saveStoreTheme(divisionId, 0, {
      base: 'naked',
      overrides: { 'primary.color': '#ff0000' },
    });
    expect(saved).toEqual({
      ok: true,
      theme: {
        base: 'naked',
        overrides: { 'primary.color': '#ff0000' },
        version: 1,
        customThemeId: null,
      },
    });
    expect((await repos.divisions.findById(divisionId))?.theme).toBe('naked');
  });

  it('refuses a save from a stale version and returns the current theme', async () => {
    await repos.themes.saveStoreTheme(divisionId, 0, { base: 'naked', overrides: {} });
    const stale = await repos.themes.saveStoreTheme(divisionId, 0, {
      base: 'sol',
      overrides: { 'primary.color': '#000000' },
    });
    expect(stale).toEqual({
      ok: false,
      current: { base: 'naked', overrides: {}, version: 1, customThemeId: null },
    });
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const results = await Promise.all([
      repos.themes.saveStoreTheme(divisionId, 0, { base: 'naked', overrides: {} }),
      repos.themes.saveStoreTheme(divisionId, 0, { base: 'sol', overrides: {} }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('lists named custom themes and refuses a second one of the same name', async () => {
    const theme = { base: 'naked', overrides: { 'primary.color': '#123456' } };
    const created = await repos.themes.createCustomTheme(divisionId, 'Summer', theme);
    expect(created).toMatchObject({ name: 'Summer', ...theme, version: 0 });
    expect(await repos.themes.createCustomTheme(divisionId, 'Summer', theme)).toBeNull();
    expect(await repos.themes.customThemes(divisionId)).toEqual([created]);
  });

  it('renames a custom theme over the version read, refusing a stale version, a taken name and a missing theme', async () => {
    const theme = { base: 'naked', overrides: {} };
    const summer = await repos.themes.createCustomTheme(divisionId, 'Summer', theme);
    await repos.themes.createCustomTheme(divisionId, 'Winter', theme);
    const renamed = await repos.themes.renameCustomTheme(divisionId, summer!.id, 0, 'Beach');
    expect(renamed).toEqual({
      status: 'renamed',
      theme: { ...summer, name: 'Beach', version: 1 },
    });
    expect(await repos.themes.renameCustomTheme(divisionId, summer!.id, 0, 'Sun')).toEqual({
      status: 'conflict',
      current: { ...summer, name: 'Beach', version: 1 },
    });
    expect(await repos.themes.renameCustomTheme(divisionId, summer!.id, 1, 'Winter')).toEqual({
      status: 'taken',
    });
    expect(await repos.themes.renameCustomTheme(divisionId, 9999, 0, 'Sun')).toEqual({
      status: 'missing',
    });
  });

  it('records the custom theme the store theme was saved from and will not delete it', async () => {
    const theme = { base: 'naked', overrides: { 'primary.color': '#123456' } };
    const summer = await repos.themes.createCustomTheme(divisionId, 'Summer', theme);
    const saved = await repos.themes.saveStoreTheme(divisionId, 0, {
      ...theme,
      customThemeId: summer!.id,
    });
    expect(saved).toMatchObject({ ok: true, theme: { customThemeId: summer!.id } });
    expect(await repos.themes.deleteCustomTheme(divisionId, summer!.id, 0)).toEqual({
      status: 'inUse',
    });
    expect(await repos.themes.deleteCustomTheme(divisionId, summer!.id, 3)).toEqual({
      status: 'conflict',
      current: summer,
    });
    // Saving a preset frees it.
    await repos.themes.saveStoreTheme(divisionId, 1, { base: 'sol', overrides: {} });
    expect(await repos.themes.deleteCustomTheme(divisionId, summer!.id, 0)).toEqual({
      status: 'deleted',
    });
    expect(await repos.themes.customThemes(divisionId)).toEqual([]);
    expect(await repos.themes.deleteCustomTheme(divisionId, summer!.id, 0)).toEqual({
      status: 'missing',
    });
  });
});
