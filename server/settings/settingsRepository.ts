import type { Kysely, Updateable } from 'kysely';
import type { Database, DivisionsTable } from '../db/schema';
import { divisionSettingsSchema, type DivisionSettings } from '../store/divisionSettings';

export type SettingsColumns = Pick<
  Updateable<DivisionsTable>,
  'name' | 'logo' | 'custom_domain' | 'password_protected' | 'store_password_hash'
>;

/**
 * Saves a store's settings (the JSON column and the few settings with columns of their
 * own) only if nobody saved since `version`: one UPDATE guarded by the version, so of two
 * saves from the same version exactly one wins on either database. False when stale.
 */
export async function saveStoreSettings(
  db: Kysely<Database>,
  divisionId: number,
  version: number,
  change: { settings?: DivisionSettings; columns?: SettingsColumns },
): Promise<boolean> {
  const result = await db
    .updateTable('divisions')
    .set({
      ...change.columns,
      ...(change.settings
        ? { settings: JSON.stringify(divisionSettingsSchema.parse(change.settings)) }
        : {}),
      settings_version: version + 1,
    })
    .where('id', '=', divisionId)
    .where('settings_version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Another store already using this custom domain, if any. */
export async function domainTakenByAnother(
  db: Kysely<Database>,
  divisionId: number,
  domain: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('divisions')
    .select('id')
    .where('custom_domain', '=', domain)
    .where('id', '!=', divisionId)
    .executeTakeFirst();
  return row !== undefined;
}
