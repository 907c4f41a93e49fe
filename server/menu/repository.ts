import type { Kysely } from 'kysely';
import type { MainMenuEntry } from '../../src/model';
import type { Database } from '../db/schema';
import { parseJson } from '../db/rows';
import { divisionSettingsSchema } from '../store/divisionSettings';

export interface StoredMenu {
  mainMenu: MainMenuEntry[];
  version: number;
}

export type MenuSaveOutcome =
  | { status: 'saved'; menu: StoredMenu }
  | { status: 'conflict'; current: StoredMenu }
  | { status: 'missing' };

/**
 * The store's main menu: read from and written to divisions.settings.mainMenu (what the
 * storefront's core data serves), with its version in main_menus. A save is one
 * transaction: the version check-and-bump, then the settings rewrite.
 */
export interface MenuRepository {
  get(divisionId: number): Promise<StoredMenu | null>;
  save(divisionId: number, version: number, mainMenu: MainMenuEntry[]): Promise<MenuSaveOutcome>;
}

export function createMenuRepository(db: Kysely<Database>): MenuRepository {
  const read = async (trx: Kysely<Database>, divisionId: number) => {
    const row = await trx
      .selectFrom('divisions')
      .leftJoin('main_menus', 'main_menus.division_id', 'divisions.id')
      .select(['divisions.settings', 'main_menus.version'])
      .where('divisions.id', '=', divisionId)
      .executeTakeFirst();
    if (!row) return null;
    const settings = divisionSettingsSchema.parse(parseJson(row.settings, {}));
    return { settings, menu: { mainMenu: settings.mainMenu, version: row.version ?? 1 } };
  };
  return {
    async get(divisionId) {
      return (await read(db, divisionId))?.menu ?? null;
    },
    async save(divisionId, version, mainMenu) {
      return db.transaction().execute(async (trx): Promise<MenuSaveOutcome> => {
        const found = await read(trx, divisionId);
        if (!found) return { status: 'missing' };
        if (found.menu.version !== version) return { status: 'conflict', current: found.menu };
        const next = version + 1;
        // The conditional write is what decides between two saves from the same version.
        const bumped =
          version === 1
            ? await trx
                .insertInto('main_menus')
                .values({ division_id: divisionId, version: next })
                .onConflict((oc) => oc.column('division_id').doNothing())
                .executeTakeFirst()
                .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n))
            : await trx
                .updateTable('main_menus')
                .set({ version: next })
                .where('division_id', '=', divisionId)
                .where('version', '=', version)
                .executeTakeFirst()
                .then((result) => Number(result.numUpdatedRows));
        if (bumped === 0) {
          const current = await read(trx, divisionId);
          return { status: 'conflict', current: current?.menu ?? found.menu };
        }
        await trx
          .updateTable('divisions')
          .set({ settings: JSON.stringify({ ...found.settings, mainMenu }) })
          .where('id', '=', divisionId)
          .execute();
        return { status: 'saved', menu: { mainMenu, version: next } };
      });
    },
  };
}
