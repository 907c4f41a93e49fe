import type { Kysely } from 'kysely';
import { ANALYTICS_EVENT_CODES } from '../../src/events/analyticsEvents';
import type { ActiveTest } from '../../src/splitTests/assignment';
import type { SplitTestStatus, SplitTestView } from '../../src/splitTests/schemas';
import type { Database } from '../db/schema';
import { nowIso } from '../db/rows';

export interface NewSplitTest {
  divisionId: number;
  kind: 'homepage' | 'block';
  name: string;
  variations: Array<{ name: string; default: boolean; pageId: number | null }>;
}

export interface ActiveSplitTest extends ActiveTest {
  kind: string;
  variations: Array<{ id: number; name: string; pageId: number | null }>;
}

export type StatusChange =
  { ok: true; test: SplitTestView } | { ok: false; current: SplitTestView | null };

/** Split tests (migration 025) and their results from the analytics events. */
export function createSplitTestsRepository(db: Kysely<Database>) {
  async function view(id: number): Promise<SplitTestView | null> {
    const row = await db
      .selectFrom('split_tests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const variations = await db
      .selectFrom('split_test_variations')
      .selectAll()
      .where('split_test_id', '=', id)
      .orderBy('id')
      .execute();
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      kind: row.kind as SplitTestView['kind'],
      status: row.status as SplitTestStatus,
      version: row.version,
      createdAt: row.created_at,
      startedAt: row.started_at,
      stoppedAt: row.stopped_at,
      variations: variations.map((v) => ({
        id: v.id,
        name: v.name,
        default: Boolean(v.is_default),
        pageId: v.page_id,
      })),
    };
  }

  return {
    view,
    /** Null when the store already has a test of that name. */
    async create(test: NewSplitTest): Promise<SplitTestView | null> {
      const taken = await db
        .selectFrom('split_tests')
        .select('id')
        .where('division_id', '=', test.divisionId)
        .where('name', '=', test.name)
        .executeTakeFirst();
      if (taken) return null;
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('split_tests')
          .values({
            division_id: test.divisionId,
            code: test.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
            name: test.name,
            kind: test.kind,
            status: 'draft',
            created_at: nowIso(),
            started_at: null,
            stopped_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('split_test_variations')
          .values(
            test.variations.map((v) => ({
              split_test_id: row.id,
              name: v.name,
              is_default: v.default ? 1 : 0,
              page_id: v.pageId,
            })),
          )
          .execute();
        return row.id;
      });
      return view(id);
    },

    async list(divisionId: number): Promise<SplitTestView[]> {
      const rows = await db
        .selectFrom('split_tests')
        .select('id')
        .where('division_id', '=', divisionId)
        .orderBy('id', 'desc')
        .execute();
      return (await Promise.all(rows.map((row) => view(row.id)))).filter(
        (test): test is SplitTestView => test !== null,
      );
    },

    /**
     * Moves a test draft → running (start) or running → stopped (stop), only at the version
     * the seller looked at: a compare-and-set, so a stale screen gets the current test.
     */
    async setStatus(
      divisionId: number,
      id: number,
      version: number,
      from: SplitTestStatus,
      to: SplitTestStatus,
    ): Promise<StatusChange> {
      const stamp = nowIso();
      const result = await db
        .updateTable('split_tests')
        .set({
          status: to,
          version: version + 1,
          ...(to === 'running' ? { started_at: stamp } : { stopped_at: stamp }),
        })
        .where('id', '=', id)
        .where('division_id', '=', divisionId)
        .where('version', '=', version)
        .where('status', '=', from)
        .executeTakeFirst();
      const current = await view(id);
      if (Number(result.numUpdatedRows) === 1 && current) return { ok: true, test: current };
      return { ok: false, current };
    },

    async active(divisionId: number): Promise<ActiveSplitTest[]> {
      const tests = await db
        .selectFrom('split_tests')
        .select(['id', 'code', 'name', 'kind'])
        .where('division_id', '=', divisionId)
        .where('status', '=', 'running')
        .orderBy('id')
        .execute();
      if (tests.length === 0) return [];
      const variations = await db
        .selectFrom('split_test_variations')
        .selectAll()
        .where(
          'split_test_id',
          'in',
          tests.map((test) => test.id),
        )
        .orderBy('id')
        .execute();
      return tests.map((test) => ({
        ...test,
        variations: variations
          .filter((v) => v.split_test_id === test.id)
          .map((v) => ({ id: v.id, name: v.name, pageId: v.page_id })),
      }));
    },

    /**
     * Per variation: distinct visitors who were shown it, and how many of them added to a
     * basket or ordered afterwards (a visitor counts once per variation and outcome).
     */
    async results(divisionId: number, testId: number) {
      const shown = db
        .selectFrom('analytics_events')
        .select(['visitor', 'ref as variation_id'])
        .select((eb) => eb.fn.min('at').as('first_at'))
        .where('division_id', '=', divisionId)
        .where('code', '=', ANALYTICS_EVENT_CODES.split_test_discovered)
        .where('ref2', '=', testId)
        .groupBy(['visitor', 'ref']);
      const rows = await db
        .with('shown', () => shown)
        .selectFrom('shown')
        .select((eb) => [
          'shown.variation_id',
          eb.fn.count<number>('shown.visitor').as('visitors'),
          eb.fn
            .count<number>(
              eb
                .selectFrom('analytics_events as e')
                .select('e.visitor')
                .whereRef('e.visitor', '=', 'shown.visitor')
                .where('e.division_id', '=', divisionId)
                .where('e.code', '=', ANALYTICS_EVENT_CODES.add_to_basket)
                .whereRef('e.at', '>=', 'shown.first_at')
                .limit(1),
            )
            .as('added'),
          eb.fn
            .count<number>(
              eb
                .selectFrom('analytics_events as e')
                .select('e.visitor')
                .whereRef('e.visitor', '=', 'shown.visitor')
                .where('e.division_id', '=', divisionId)
                .where('e.code', '=', ANALYTICS_EVENT_CODES.order)
                .whereRef('e.at', '>=', 'shown.first_at')
                .limit(1),
            )
            .as('ordered'),
        ])
        .groupBy('shown.variation_id')
        .execute();
      return new Map(
        rows.map((row) => [
          Number(row.variation_id),
          {
            visitors: Number(row.visitors),
            added: Number(row.added),
            ordered: Number(row.ordered),
          },
        ]),
      );
    },
  };
}
export type SplitTestsRepository = ReturnType<typeof createSplitTestsRepository>;
