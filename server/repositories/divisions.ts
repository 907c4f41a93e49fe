import type { Kysely, Selectable } from 'kysely';
import type { Database, DivisionsTable } from '../db/schema';
import { divisionSettingsSchema, setupStateSchema, type DivisionSettings, type DivisionSettingsInput, type SetupState } from './divisionSettings';
import { fromFlag, nowIso, parseJson, toFlag } from './rows';

export interface Division {
  id: number;
  code: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  logo: string | null;
  theme: string;
  pro: boolean;
  active: boolean;
  passwordProtected: boolean;
  settings: DivisionSettings;
  setup: SetupState;
}

export interface NewDivision {
  code: string;
  name: string;
  subdomain: string;
  customDomain?: string | null;
  logo?: string | null;
  theme: string;
  pro?: boolean;
  passwordProtected?: boolean;
  settings?: DivisionSettingsInput;
}

export interface DivisionsRepository {
  findById(id: number): Promise<Division | null>;
  /** By code (`demo`) or numeric id given as text: the `{division}` path segment. */
  findByRef(ref: string): Promise<Division | null>;
  findBySubdomain(subdomain: string): Promise<Division | null>;
  findByCustomDomain(domain: string): Promise<Division | null>;
  create(input: NewDivision): Promise<Division>;
  count(): Promise<number>;
  updateSettings(id: number, settings: DivisionSettingsInput): Promise<void>;
  /** Marks `step` complete and moves the current step to `next`. */
  completeSetupStep(id: number, step: string, next: string): Promise<void>;
}

function toDivision(row: Selectable<DivisionsTable>): Division {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    subdomain: row.subdomain,
    customDomain: row.custom_domain,
    logo: row.logo,
    theme: row.theme,
    pro: fromFlag(row.pro),
    active: fromFlag(row.active),
    passwordProtected: fromFlag(row.password_protected),
    settings: divisionSettingsSchema.parse(parseJson(row.settings, {})),
    setup: setupStateSchema.parse(parseJson(row.setup, {})),
  };
}

export function createDivisionsRepository(db: Kysely<Database>): DivisionsRepository {
  const findWhere = async (column: 'id' | 'code' | 'subdomain' | 'custom_domain', value: string | number) => {
    const row = await db.selectFrom('divisions').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? toDivision(row) : null;
  };

  return {
    findById: (id) => findWhere('id', id),
    async findByRef(ref) {
      if (/^\d+$/.test(ref)) return findWhere('id', Number(ref));
      return findWhere('code', ref.toLowerCase());
    },
    findBySubdomain: (subdomain) => findWhere('subdomain', subdomain.toLowerCase()),
    findByCustomDomain: (domain) => findWhere('custom_domain', domain.toLowerCase()),
    async create(input) {
      const row = await db
        .insertInto('divisions')
        .values({
          code: input.code.toLowerCase(),
          name: input.name,
          subdomain: input.subdomain.toLowerCase(),
          custom_domain: input.customDomain?.toLowerCase() ?? null,
          logo: input.logo ?? null,
          theme: input.theme,
          pro: toFlag(input.pro ?? false),
          active: 1,
          password_protected: toFlag(input.passwordProtected ?? false),
          settings: JSON.stringify(divisionSettingsSchema.parse(input.settings ?? {})),
          setup: JSON.stringify(setupStateSchema.parse({})),
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDivision(row);
    },
    async count() {
      const row = await db.selectFrom('divisions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async updateSettings(id, settings) {
      await db.updateTable('divisions').set({ settings: JSON.stringify(divisionSettingsSchema.parse(settings)) }).where('id', '=', id).execute();
    },
    async completeSetupStep(id, step, next) {
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('divisions').select('setup').where('id', '=', id).executeTakeFirst();
        if (!row) return;
        const setup = setupStateSchema.parse(parseJson(row.setup, {}));
        const completed = setup.completed.includes(step) ? setup.completed : [...setup.completed, step];
        await trx
          .updateTable('divisions')
          .set({ setup: JSON.stringify({ completed, current: next }) })
          .where('id', '=', id)
          .execute();
      });
    },
  };
}
