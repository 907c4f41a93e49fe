import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso, parseJson } from '../db/rows';

export const BASKET_NAMES = ['main', 'favourites'] as const;
export type BasketName = (typeof BASKET_NAMES)[number];

/**
 * Whose basket: a signed-in customer's, else the browser session's. Neither (an
 * anonymous reader, who has no session until something needs one) owns nothing.
 */
export interface BasketOwner {
  divisionId: number;
  sessionId: string | null;
  customerId: number | null;
}

export interface BasketLine {
  key: string;
  productId: number;
  colour: string | null;
  size: string | null;
  quantity: number;
  bundleOptions: Record<string, string>;
  /** The studio design the line prints (its public id); absent for catalogue products. */
  designId?: string | null;
  /** The design's print count (src/designs printCount); each print adds PRINT_PRICE. */
  printCount?: number;
}

export interface BasketsRepository {
  lines(owner: BasketOwner, name: BasketName): Promise<BasketLine[]>;
  /** Adds `quantity` of a line; the same key again adds to its quantity. */
  add(owner: BasketOwner, name: BasketName, line: BasketLine): Promise<void>;
  remove(owner: BasketOwner, name: BasketName, key: string): Promise<boolean>;
  /** Removes every line; nothing to do for an owner without that basket. */
  clear(owner: BasketOwner, name: BasketName): Promise<void>;
  /** Sets a line's quantity; 0 removes it. False when the key is not in the basket. */
  setQuantity(
    owner: BasketOwner,
    name: BasketName,
    key: string,
    quantity: number,
  ): Promise<boolean>;
  /** Moves a browser session's baskets to the customer who just signed in, merging lines. */
  adopt(sessionId: string, customerId: number): Promise<void>;
  /** Keeps a snapshot of lines behind a token hash (favourites emailed for later). */
  saveRecovery(tokenHash: string, divisionId: number, lines: BasketLine[]): Promise<void>;
  findRecovery(tokenHash: string): Promise<{ divisionId: number; lines: BasketLine[] } | null>;
}

type Db = Kysely<Database> | Transaction<Database>;

async function findBasketId(db: Db, owner: BasketOwner, name: BasketName): Promise<number | null> {
  if (owner.customerId === null && owner.sessionId === null) return null;
  let query = db
    .selectFrom('baskets')
    .select('id')
    .where('division_id', '=', owner.divisionId)
    .where('name', '=', name);
  query =
    owner.customerId !== null
      ? query.where('customer_id', '=', owner.customerId)
      : query.where('session_id', '=', owner.sessionId ?? '').where('customer_id', 'is', null);
  return (await query.executeTakeFirst())?.id ?? null;
}

async function ensureBasketId(db: Db, owner: BasketOwner, name: BasketName): Promise<number> {
  if (owner.customerId === null && owner.sessionId === null)
    throw new Error('A basket needs a session or a customer');
  const existing = await findBasketId(db, owner, name);
  if (existing !== null) return existing;
  const row = await db
    .insertInto('baskets')
    .values({
      division_id: owner.divisionId,
      name,
      session_id: owner.customerId !== null ? null : owner.sessionId,
      customer_id: owner.customerId,
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addLine(db: Db, basketId: number, line: BasketLine): Promise<void> {
  await db
    .insertInto('basket_items')
    .values({
      basket_id: basketId,
      key: line.key,
      product_id: line.productId,
      colour: line.colour,
      size: line.size,
      quantity: line.quantity,
      bundle_options: JSON.stringify(line.bundleOptions),
      created_at: nowIso(),
      design_id: line.designId ?? null,
      print_count: line.printCount ?? 0,
    })
    .onConflict((oc) =>
      oc.columns(['basket_id', 'key']).doUpdateSet((eb) => ({
        quantity: eb('basket_items.quantity', '+', eb.ref('excluded.quantity')),
      })),
    )
    .execute();
}

export function createBasketsRepository(db: Kysely<Database>): BasketsRepository {
  return {
    async lines(owner, name) {
      const basketId = await findBasketId(db, owner, name);
      if (basketId === null) return [];
      const rows = await db
        .selectFrom('basket_items')
        .selectAll()
        .where('basket_id', '=', basketId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        key: row.key,
        productId: row.product_id,
        colour: row.colour,
        size: row.size,
        quantity: row.quantity,
        bundleOptions: parseJson<Record<string, string>>(row.bundle_options, {}),
        designId: row.design_id,
        printCount: row.print_count,
      }));
    },
    async add(owner, name, line) {
      await db.transaction().execute(async (trx) => {
        const basketId = await ensureBasketId(trx, owner, name);
        await addLine(trx, basketId, line);
      });
    },
    async remove(owner, name, key) {
      const basketId = await findBasketId(db, owner, name);
      if (basketId === null) return false;
      const result = await db
        .deleteFrom('basket_items')
        .where('basket_id', '=', basketId)
        .where('key', '=', key)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async clear(owner, name) {
      const basketId = await findBasketId(db, owner, name);
      if (basketId === null) return;
      await db.deleteFrom('basket_items').where('basket_id', '=', basketId).execute();
    },
    async setQuantity(owner, name, key, quantity) {
      const basketId = await findBasketId(db, owner, name);
      if (basketId === null) return false;
      const where = db
        .deleteFrom('basket_items')
        .where('basket_id', '=', basketId)
        .where('key', '=', key);
      if (quantity <= 0) return Number((await where.executeTakeFirst()).numDeletedRows) > 0;
      const result = await db
        .updateTable('basket_items')
        .set({ quantity })
        .where('basket_id', '=', basketId)
        .where('key', '=', key)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async adopt(sessionId, customerId) {
      await db.transaction().execute(async (trx) => {
        const baskets = await trx
          .selectFrom('baskets')
          .selectAll()
          .where('session_id', '=', sessionId)
          .where('customer_id', 'is', null)
          .execute();
        for (const basket of baskets) {
          const owner = { divisionId: basket.division_id, sessionId, customerId };
          const target = await ensureBasketId(trx, owner, basket.name as BasketName);
          const items = await trx
            .selectFrom('basket_items')
            .selectAll()
            .where('basket_id', '=', basket.id)
            .execute();
          for (const item of items) {
            await addLine(trx, target, {
              key: item.key,
              productId: item.product_id,
              colour: item.colour,
              size: item.size,
              quantity: item.quantity,
              bundleOptions: parseJson(item.bundle_options, {}),
              designId: item.design_id,
              printCount: item.print_count,
            });
          }
          await trx.deleteFrom('baskets').where('id', '=', basket.id).execute();
        }
      });
    },
    async saveRecovery(tokenHash, divisionId, lines) {
      await db
        .insertInto('basket_recoveries')
        .values({
          token_hash: tokenHash,
          division_id: divisionId,
          lines: JSON.stringify(lines),
          created_at: nowIso(),
        })
        .execute();
    },
    async findRecovery(tokenHash) {
      const row = await db
        .selectFrom('basket_recoveries')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row
        ? { divisionId: row.division_id, lines: parseJson<BasketLine[]>(row.lines, []) }
        : null;
    },
  };
}
