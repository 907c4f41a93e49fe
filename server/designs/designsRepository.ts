import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso, parseJson } from '../db/rows';
import type { DesignDocument } from '../../src/designs';

/**
 * Saved studio designs. A design belongs to a customer when one is signed in, else to the
 * browser session; only its owner reads or changes it. Updates are compare-and-set on the
 * version, so a stale tab cannot overwrite a newer save.
 */
export interface DesignOwner {
  divisionId: number;
  sessionId: string | null;
  customerId: number | null;
}

export interface StoredDesign {
  publicId: string;
  divisionId: number;
  version: number;
  document: DesignDocument;
}

export interface StudioFile {
  kind: 'print' | 'mockup';
  area: string;
  width: number;
  height: number;
  png: Buffer;
}

export interface DesignsRepository {
  create(publicId: string, owner: DesignOwner, document: DesignDocument): Promise<StoredDesign>;
  /** The updated design, or null when `version` is not the stored one (someone saved first). */
  update(
    publicId: string,
    owner: DesignOwner,
    document: DesignDocument,
    version: number,
  ): Promise<StoredDesign | null>;
  findOwned(publicId: string, owner: DesignOwner): Promise<StoredDesign | null>;
  /** Any owner's design: for rendering an ordered item's files. */
  findByPublicId(publicId: string): Promise<StoredDesign | null>;
  /** Moves a session's designs to the customer who signed in. */
  adopt(sessionId: string, customerId: number): Promise<void>;
  replaceFiles(orderItemId: number, files: readonly StudioFile[]): Promise<void>;
  files(orderItemId: number): Promise<StudioFile[]>;
  /** The order an order item belongs to, for the print files' access check. */
  orderOfItem(orderItemId: number): Promise<{ orderId: number; divisionId: number } | null>;
}

export function createDesignsRepository(db: Kysely<Database>): DesignsRepository {
  const owned = (owner: DesignOwner) => {
    const query = db
      .selectFrom('studio_designs')
      .selectAll()
      .where('division_id', '=', owner.divisionId);
    if (owner.customerId !== null) return query.where('customer_id', '=', owner.customerId);
    return query.where('session_id', '=', owner.sessionId ?? '').where('customer_id', 'is', null);
  };
  const designOf = (row: {
    public_id: string;
    division_id: number;
    version: number;
    document: string;
  }): StoredDesign => ({
    publicId: row.public_id,
    divisionId: row.division_id,
    version: row.version,
    document: parseJson<DesignDocument>(row.document, {
      product: '',
      colour: '',
      size: '',
      elements: [],
    }),
  });

  return {
    async create(publicId, owner, document) {
      const now = nowIso();
      await db
        .insertInto('studio_designs')
        .values({
          public_id: publicId,
          division_id: owner.divisionId,
          session_id: owner.customerId !== null ? null : owner.sessionId,
          customer_id: owner.customerId,
          product: document.product,
          document: JSON.stringify(document),
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { publicId, divisionId: owner.divisionId, version: 1, document };
    },
    async update(publicId, owner, document, version) {
      const existing = await owned(owner).where('public_id', '=', publicId).executeTakeFirst();
      if (!existing) return null;
      const result = await db
        .updateTable('studio_designs')
        .set({
          document: JSON.stringify(document),
          product: document.product,
          version: version + 1,
          updated_at: nowIso(),
        })
        .where('id', '=', existing.id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      return { publicId, divisionId: owner.divisionId, version: version + 1, document };
    },
    async findOwned(publicId, owner) {
      const row = await owned(owner).where('public_id', '=', publicId).executeTakeFirst();
      return row ? designOf(row) : null;
    },
    async findByPublicId(publicId) {
      const row = await db
        .selectFrom('studio_designs')
        .selectAll()
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return row ? designOf(row) : null;
    },
    async adopt(sessionId, customerId) {
      await db
        .updateTable('studio_designs')
        .set({ customer_id: customerId, session_id: null })
        .where('session_id', '=', sessionId)
        .where('customer_id', 'is', null)
        .execute();
    },
    async replaceFiles(orderItemId, files) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('studio_print_files')
          .where('order_item_id', '=', orderItemId)
          .execute();
        for (const file of files)
          await trx
            .insertInto('studio_print_files')
            .values({
              order_item_id: orderItemId,
              kind: file.kind,
              area: file.area,
              width: file.width,
              height: file.height,
              png: file.png.toString('base64'),
              created_at: nowIso(),
            })
            .execute();
      });
    },
    async orderOfItem(orderItemId) {
      const row = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['orders.id as orderId', 'orders.division_id as divisionId'])
        .where('order_items.id', '=', orderItemId)
        .executeTakeFirst();
      return row ?? null;
    },
    async files(orderItemId) {
      const rows = await db
        .selectFrom('studio_print_files')
        .selectAll()
        .where('order_item_id', '=', orderItemId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        kind: row.kind === 'mockup' ? 'mockup' : 'print',
        area: row.area,
        width: row.width,
        height: row.height,
        png: Buffer.from(row.png, 'base64'),
      }));
    },
  };
}
