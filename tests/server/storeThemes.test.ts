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
    });
  });

  it('saves the preset and changed keys, bumping the version, and sets the store theme', async () => {
    const saved = await repos.themes.saveStoreTheme(divisionId, 0, {
      base: 'naked',
      overrides: { 'primary.color': '#ff0000' },
    });
    expect(saved).toEqual({
      ok: true,
      theme: { base: 'naked', overrides: { 'primary.color': '#ff0000' }, version: 1 },
    });
    expect((await repos.divisions.findById(divisionId))?.theme).toBe('naked');
  });

  it('refuses a save from a stale version and returns the current theme', async () => {
    await repos.themes.saveStoreTheme(divisionId, 0, { base: 'naked', overrides: {} });
    const stale = await repos.themes.saveStoreTheme(divisionId, 0, {
      base: 'sol',
      overrides: { 'primary.color': '#000000' },
    });
    expect(stale).toEqual({ ok: false, current: { base: 'naked', overrides: {}, version: 1 } });
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
    expect(created).toMatchObject({ name: 'Summer', ...theme });
    expect(await repos.themes.createCustomTheme(divisionId, 'Summer', theme)).toBeNull();
    expect(await repos.themes.customThemes(divisionId)).toEqual([created]);
  });
});
