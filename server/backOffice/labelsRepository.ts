import type { ExpressionBuilder, Kysely, Selectable, UpdateObject } from 'kysely';
import { countersToCreate } from '../../src/backOffice';
import type { Database, FactoryLabelsTable } from '../db/schema';
import { fromFlag } from '../db/rows';

/** A factory label as atlas shows it (spec, other order entities). */
export interface FactoryLabel {
  id: number;
  orderItemId: number;
  counter: number;
  pickface: string;
  cancelled: boolean;
  toBePicked: boolean;
  timesPrinted: number;
  pickedAt: string | null;
  createdAt: string;
  cancelledAt: string | null;
  version: number;
  /** Each pretreat of the label's garment, oldest first (spec, pretreatLogs). */
  pretreatLogs: PretreatLog[];
}

export interface PretreatLog {
  staffEmail: string;
  createdAt: string;
}

const labelOf = (row: Selectable<FactoryLabelsTable>): FactoryLabel => ({
  id: row.id,
  orderItemId: row.order_item_id,
  counter: row.counter,
  pickface: row.pickface,
  cancelled: fromFlag(row.cancelled),
  toBePicked: fromFlag(row.to_be_picked),
  timesPrinted: row.times_printed,
  pickedAt: row.picked_at,
  createdAt: row.created_at,
  cancelledAt: row.cancelled_at,
  version: row.version,
  pretreatLogs: [],
});

/** Attaches each label's pretreat logs (one query for all of them). */
async function withPretreatLogs<L extends FactoryLabel>(
  db: Kysely<Database>,
  labels: L[],
): Promise<L[]> {
  if (labels.length === 0) return labels;
  const rows = await db
    .selectFrom('factory_label_pretreats as p')
    .innerJoin('users as u', 'u.id', 'p.staff_user_id')
    .select(['p.label_id', 'u.email', 'p.created_at'])
    .where(
      'p.label_id',
      'in',
      labels.map((label) => label.id),
    )
    .orderBy('p.id')
    .execute();
  return labels.map((label) => ({
    ...label,
    pretreatLogs: rows
      .filter((row) => row.label_id === label.id)
      .map((row) => ({ staffEmail: row.email, createdAt: row.created_at })),
  }));
}

type LabelChange = (
  eb: ExpressionBuilder<Database, 'factory_labels'>,
) => UpdateObject<Database, 'factory_labels'>;

/**
 * Applies `change` to a live (not cancelled) label still at `version`, bumping the
 * version; `unpickedOnly` also refuses a picked one. True when exactly that row changed.
 */
async function updateLiveLabel(
  db: Kysely<Database>,
  id: number,
  version: number,
  change: LabelChange,
  { unpickedOnly = false } = {},
): Promise<boolean> {
  let query = db
    .updateTable('factory_labels')
    .set((eb) => ({ ...change(eb), version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .where('cancelled', '=', 0);
  if (unpickedOnly) query = query.where('picked_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function createLabelsRepository(db: Kysely<Database>) {
  const forItems = async (itemIds: readonly number[]): Promise<FactoryLabel[]> => {
    if (itemIds.length === 0) return [];
    const rows = await db
      .selectFrom('factory_labels')
      .selectAll()
      .where('order_item_id', 'in', [...itemIds])
      .orderBy('order_item_id')
      .orderBy('counter')
      .execute();
    return withPretreatLogs(db, rows.map(labelOf));
  };

  return {
    forItems,
    async find(id: number): Promise<FactoryLabel | null> {
      const row = await db
        .selectFrom('factory_labels')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? ((await withPretreatLogs(db, [labelOf(row)]))[0] ?? null) : null;
    },
    /**
     * Makes the labels an order's items still lack (one per active unit), in one
     * transaction; the unique (item, counter) index refuses a second click's duplicates.
     */
    async createForOrder(orderId: number, at: string): Promise<FactoryLabel[]> {
      return db.transaction().execute(async (trx) => {
        const items = await trx
          .selectFrom('order_items')
          .select(['id', 'quantity'])
          .where('order_id', '=', orderId)
          .orderBy('id')
          .execute();
        const created: FactoryLabel[] = [];
        for (const item of items) {
          const [existing, returned] = await Promise.all([
            trx
              .selectFrom('factory_labels')
              .select(['counter', 'cancelled'])
              .where('order_item_id', '=', item.id)
              .execute(),
            trx
              .selectFrom('return_logs')
              .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
              .where('order_item_id', '=', item.id)
              .executeTakeFirst(),
          ]);
          const counters = countersToCreate(
            item.quantity,
            Number(returned?.n ?? 0),
            existing.map((label) => ({
              counter: label.counter,
              cancelled: fromFlag(label.cancelled),
            })),
          );
          for (const counter of counters) {
            const row = await trx
              .insertInto('factory_labels')
              .values({ order_item_id: item.id, counter, to_be_picked: 1, created_at: at })
              .returningAll()
              .executeTakeFirstOrThrow();
            created.push(labelOf(row));
          }
        }
        return created;
      });
    },
    /** Counts a print and logs who printed; false when the label changed since `version`. */
    async recordPrint(id: number, version: number, staffUserId: number, at: string) {
      return db.transaction().execute(async (trx) => {
        const bumpPrints: LabelChange = (eb) => ({ times_printed: eb('times_printed', '+', 1) });
        if (!(await updateLiveLabel(trx, id, version, bumpPrints))) return false;
        await trx
          .insertInto('factory_label_prints')
          .values({ label_id: id, staff_user_id: staffUserId, created_at: at })
          .execute();
        return true;
      });
    },
    /** Logs a pretreat of a live label with who did it; false when stale or cancelled. */
    async recordPretreat(id: number, version: number, staffUserId: number, at: string) {
      return db.transaction().execute(async (trx) => {
        if (!(await updateLiveLabel(trx, id, version, () => ({})))) return false;
        await trx
          .insertInto('factory_label_pretreats')
          .values({ label_id: id, staff_user_id: staffUserId, created_at: at })
          .execute();
        return true;
      });
    },
    /** Puts an unpicked, live label on a pickface; false when stale, picked or cancelled. */
    setPickface(id: number, version: number, pickface: string): Promise<boolean> {
      return updateLiveLabel(db, id, version, () => ({ pickface }), { unpickedOnly: true });
    },
    cancel(id: number, version: number, at: string): Promise<boolean> {
      const cancelled: LabelChange = () => ({ cancelled: 1, to_be_picked: 0, cancelled_at: at });
      return updateLiveLabel(db, id, version, cancelled, { unpickedOnly: true });
    },
    pick(id: number, version: number, at: string): Promise<boolean> {
      const picked: LabelChange = () => ({ picked_at: at, to_be_picked: 0 });
      return updateLiveLabel(db, id, version, picked, { unpickedOnly: true });
    },
    /** The to-be-picked list: live, unpicked labels, oldest first, with their order. */
    async toBePicked(limit: number) {
      const rows = await db
        .selectFrom('factory_labels')
        .innerJoin('order_items', 'order_items.id', 'factory_labels.order_item_id')
        .selectAll('factory_labels')
        .select(['order_items.order_id', 'order_items.name'])
        .where('factory_labels.to_be_picked', '=', 1)
        .where('factory_labels.cancelled', '=', 0)
        .orderBy('factory_labels.id')
        .limit(limit)
        .execute();
      return withPretreatLogs(
        db,
        rows.map((row) => ({ ...labelOf(row), orderId: row.order_id, itemName: row.name })),
      );
    },
  };
}

export type LabelsRepository = ReturnType<typeof createLabelsRepository>;
