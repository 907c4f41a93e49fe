import type { Kysely, Selectable } from 'kysely';
import type { Database, DivisionsTable } from '../db/schema';
import {
  divisionSettingsSchema,
  setupStateSchema,
  type DivisionSettings,
  type DivisionSettingsInput,
  type SetupState,
} from './divisionSettings';
import { changeCounterOf } from '../db/changeCounter';
import { boundedMemo } from '../db/memo';
import { readThroughCache } from '../db/readThroughCache';
import { fromFlag, nowIso, parseJson, toFlag } from '../db/rows';
import { INT32_MAX } from '../../src/model';

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
  /** Bumped by each settings save (server/settings). */
  settingsVersion: number;
  /** The storefront password's hash, or null when none is set (never sent to a client). */
  storePasswordHash: string | null;
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
  /** Just the id a `{division}` reference names (codes never change, so this is memoised). */
  idByRef(ref: string): Promise<number | null>;
  findBySubdomain(subdomain: string): Promise<Division | null>;
  findByCustomDomain(domain: string): Promise<Division | null>;
  create(input: NewDivision): Promise<Division>;
  count(): Promise<number>;
  updateSettings(id: number, settings: DivisionSettingsInput): Promise<void>;
  /** Marks `step` complete and moves the current step to `next`. */
  completeSetupStep(id: number, step: string, next: string): Promise<void>;
}

const parsedSettings = boundedMemo<string, DivisionSettings>(500);
const parsedSetup = boundedMemo<string, SetupState>(500);

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
    settings: parsedSettings(row.settings, () =>
      divisionSettingsSchema.parse(parseJson(row.settings, {})),
    ),
    setup: parsedSetup(row.setup, () => setupStateSchema.parse(parseJson(row.setup, {}))),
    settingsVersion: Number(row.settings_version ?? 0),
    storePasswordHash: row.store_password_hash ?? null,
  };
}

export function createDivisionsRepository(db: Kysely<Database>): DivisionsRepository {
  const idsByCode = new Map<string, number>();
  const findWhere = async (
    column: 'id' | 'code' | 'subdomain' | 'custom_domain',
    value: string | number,
  ) => {
    const row = await db
      .selectFrom('divisions')
      .selectAll()
      .where(column, '=', value)
      .executeTakeFirst();
    return row ? toDivision(row) : null;
  };

  return {
    // Read on every shopper's page read (the store-visit guard): kept until the next commit.
    findById: readThroughCache((id) => findWhere('id', id), changeCounterOf(db)),
    // An id beyond 32 bits names no store (and PostgreSQL would fail on it).
    async findByRef(ref) {
      if (/^\d+$/.test(ref)) return Number(ref) <= INT32_MAX ? findWhere('id', Number(ref)) : null;
      return findWhere('code', ref.toLowerCase());
    },
    async idByRef(ref) {
      if (/^\d+$/.test(ref)) return Number(ref) <= INT32_MAX ? Number(ref) : null;
      const code = ref.toLowerCase();
      const known = idsByCode.get(code);
      if (known !== undefined) return known;
      const row = await db
        .selectFrom('divisions')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirst();
      if (row) idsByCode.set(code, row.id);
      return row?.id ?? null;
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
      const row = await db
        .selectFrom('divisions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async updateSettings(id, settings) {
      await db
        .updateTable('divisions')
        .set({ settings: JSON.stringify(divisionSettingsSchema.parse(settings)) })
        .where('id', '=', id)
        .execute();
    },
    async completeSetupStep(id, step, next) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('divisions')
          .select('setup')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return;
        const setup = setupStateSchema.parse(parseJson(row.setup, {}));
        const completed = setup.completed.includes(step)
          ? setup.completed
          : [...setup.completed, step];
        await trx
          .updateTable('divisions')
          .set({ setup: JSON.stringify({ completed, current: next }) })
          .where('id', '=', id)
          .execute();
      });
    },
  };
}
