import type { Kysely } from 'kysely';
import type { ThemeValues } from '../../themes';
import { cleanOverrides, type StoreTheme } from '../../themes/storeTheme';
import type { Database } from '../db/schema';
import { isUniqueViolation, nowIso, parseJson } from '../db/rows';

/** The store's theme as saved: the preset it inherits from, the changed keys and a version. */
export interface SavedStoreTheme extends StoreTheme {
  readonly version: number;
}

export interface CustomTheme extends StoreTheme {
  readonly id: number;
  readonly name: string;
}

export type SaveThemeResult =
  { ok: true; theme: SavedStoreTheme } | { ok: false; current: SavedStoreTheme };

export interface ThemesRepository {
  /** The store's theme; a store that never saved one is at version 0 with no changes. */
  storeTheme(divisionId: number): Promise<SavedStoreTheme | null>;
  /**
   * Saves only if the stored version is still `expectedVersion` (bumping it by one);
   * otherwise returns the current theme so the seller can reload it.
   */
  saveStoreTheme(
    divisionId: number,
    expectedVersion: number,
    theme: StoreTheme,
  ): Promise<SaveThemeResult>;
  customThemes(divisionId: number): Promise<CustomTheme[]>;
  /** Null when the store already has a custom theme of that name. */
  createCustomTheme(
    divisionId: number,
    name: string,
    theme: StoreTheme,
  ): Promise<CustomTheme | null>;
}

const overridesOf = (json: string): ThemeValues =>
  cleanOverrides(parseJson<Record<string, string>>(json, {}));

export function createThemesRepository(db: Kysely<Database>): ThemesRepository {
  const read = async (executor: Kysely<Database>, divisionId: number) => {
    const row = await executor
      .selectFrom('divisions')
      .leftJoin('store_themes', 'store_themes.division_id', 'divisions.id')
      .select(['divisions.theme', 'store_themes.overrides', 'store_themes.version'])
      .where('divisions.id', '=', divisionId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      base: row.theme,
      overrides: overridesOf(row.overrides ?? '{}'),
      version: row.version ?? 0,
    };
  };

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
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        base: row.base,
        overrides: overridesOf(row.overrides),
      }));
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
        return {
          id: row.id,
          name: row.name,
          base: row.base,
          overrides: overridesOf(row.overrides),
        };
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}
