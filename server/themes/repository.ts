import type { Kysely, Selectable } from 'kysely';
import type { ThemeValues } from '../../themes';
import { cleanOverrides, type StoreTheme } from '../../themes/storeTheme';
import type { CustomThemesTable, Database } from '../db/schema';
import { isUniqueViolation, nowIso, parseJson } from '../db/rows';

/** The store's theme as saved: the preset it inherits from, the changed keys and a version. */
export interface SavedStoreTheme extends StoreTheme {
  readonly version: number;
  /** The custom theme the store theme was saved from (it cannot be deleted); null: a preset. */
  readonly customThemeId: number | null;
}

export interface CustomTheme extends StoreTheme {
  readonly id: number;
  readonly name: string;
  readonly version: number;
}

export type SaveThemeResult =
  { ok: true; theme: SavedStoreTheme } | { ok: false; current: SavedStoreTheme };

export type RenameCustomThemeResult =
  | { status: 'renamed'; theme: CustomTheme }
  | { status: 'missing' }
  | { status: 'taken' }
  | { status: 'conflict'; current: CustomTheme };

export type DeleteCustomThemeResult =
  | { status: 'deleted' }
  | { status: 'missing' }
  | { status: 'inUse' }
  | { status: 'conflict'; current: CustomTheme };

export interface ThemesRepository {
  /** The store's theme; a store that never saved one is at version 0 with no changes. */
  storeTheme(divisionId: number): Promise<SavedStoreTheme | null>;
  /**
   * Saves only if the stored version is still `expectedVersion` (bumping it by one);
   * otherwise returns the current theme so the seller can reload it. `customThemeId`
   * records the custom theme it came from (one of the store's; the caller checks).
   */
  saveStoreTheme(
    divisionId: number,
    expectedVersion: number,
    theme: StoreTheme & { customThemeId?: number | null },
  ): Promise<SaveThemeResult>;
  customThemes(divisionId: number): Promise<CustomTheme[]>;
  /** Null when the store already has a custom theme of that name. */
  createCustomTheme(
    divisionId: number,
    name: string,
    theme: StoreTheme,
  ): Promise<CustomTheme | null>;
  /** Renames only over `expectedVersion`, bumping it; a name the store has is 'taken'. */
  renameCustomTheme(
    divisionId: number,
    id: number,
    expectedVersion: number,
    name: string,
  ): Promise<RenameCustomThemeResult>;
  /** Deletes only over `expectedVersion` and only while the store theme does not use it. */
  deleteCustomTheme(
    divisionId: number,
    id: number,
    expectedVersion: number,
  ): Promise<DeleteCustomThemeResult>;
}

const overridesOf = (json: string): ThemeValues =>
  cleanOverrides(parseJson<Record<string, string>>(json, {}));

export function createThemesRepository(db: Kysely<Database>): ThemesRepository {
  const read = async (executor: Kysely<Database>, divisionId: number) => {
    const row = await executor
      .selectFrom('divisions')
      .leftJoin('store_themes', 'store_themes.division_id', 'divisions.id')
      .select([
        'divisions.theme',
        'store_themes.overrides',
        'store_themes.version',
        'store_themes.custom_theme_id',
      ])
      .where('divisions.id', '=', divisionId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      base: row.theme,
      overrides: overridesOf(row.overrides ?? '{}'),
      version: row.version ?? 0,
      customThemeId: row.custom_theme_id ?? null,
    };
  };
  const customOf = (row: Selectable<CustomThemesTable>): CustomTheme => ({
    id: row.id,
    name: row.name,
    base: row.base,
    overrides: overridesOf(row.overrides),
    version: row.version,
  });
  const findCustom = (executor: Kysely<Database>, divisionId: number, id: number) =>
    executor
      .selectFrom('custom_themes')
      .selectAll()
      .where('division_id', '=', divisionId)
      .where('id', '=', id)
      .executeTakeFirst();

  return {
    storeTheme: (divisionId) => read(db, divisionId),

    saveStoreTheme(divisionId, expectedVersion, theme) {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('store_themes')
          .values({ division_id: divisionId, overrides: '{}', version: 0, updated_at: nowIso() })
          .onConflict((oc) => oc.column('division_id').doNothing())
          .execute();
        const updated = await trx
          .updateTable('store_themes')
          .set((eb) => ({
            overrides: JSON.stringify(cleanOverrides(theme.overrides)),
            version: eb('version', '+', 1),
            updated_at: nowIso(),
            custom_theme_id: theme.customThemeId ?? null,
          }))
          .where('division_id', '=', divisionId)
          .where('version', '=', expectedVersion)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) {
          const current = await read(trx, divisionId);
          if (!current) throw new Error(`Store ${divisionId} has no row`);
          return { ok: false as const, current };
        }
        await trx
          .updateTable('divisions')
          .set({ theme: theme.base })
          .where('id', '=', divisionId)
          .execute();
        const saved = await read(trx, divisionId);
        if (!saved) throw new Error(`Store ${divisionId} has no row`);
        return { ok: true as const, theme: saved };
      });
    },

    async customThemes(divisionId) {
      const rows = await db
        .selectFrom('custom_themes')
        .selectAll()
        .where('division_id', '=', divisionId)
        .orderBy('name')
        .execute();
      return rows.map(customOf);
    },

    async createCustomTheme(divisionId, name, theme) {
      try {
        const row = await db
          .insertInto('custom_themes')
          .values({
            division_id: divisionId,
            name,
            base: theme.base,
            overrides: JSON.stringify(cleanOverrides(theme.overrides)),
            created_at: nowIso(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return customOf(row);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async renameCustomTheme(divisionId, id, expectedVersion, name) {
      try {
        const row = await db
          .updateTable('custom_themes')
          .set((eb) => ({ name, version: eb('version', '+', 1) }))
          .where('division_id', '=', divisionId)
          .where('id', '=', id)
          .where('version', '=', expectedVersion)
          .returningAll()
          .executeTakeFirst();
        if (row) return { status: 'renamed', theme: customOf(row) };
      } catch (error) {
        if (isUniqueViolation(error)) return { status: 'taken' };
        throw error;
      }
      const current = await findCustom(db, divisionId, id);
      return current ? { status: 'conflict', current: customOf(current) } : { status: 'missing' };
    },

    async deleteCustomTheme(divisionId, id, expectedVersion) {
      // One statement decides: the version still matches and no store theme names it, so a
      // store theme saved from it in between keeps its custom theme.
      const deleted = await db
        .deleteFrom('custom_themes')
        .where('division_id', '=', divisionId)
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('store_themes')
                .select('store_themes.division_id')
                .whereRef('store_themes.custom_theme_id', '=', 'custom_themes.id'),
            ),
          ),
        )
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) return { status: 'deleted' };
      const current = await findCustom(db, divisionId, id);
      if (!current) return { status: 'missing' };
      if (current.version !== expectedVersion)
        return { status: 'conflict', current: customOf(current) };
      return { status: 'inUse' };
    },
  };
}
