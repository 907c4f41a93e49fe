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

/** A print file's row: what it is and where its PNG is (server/designs/printFileStore.ts). */
export interface StudioFileRow {
  id: number;
  kind: 'print' | 'mockup';
  area: string;
  width: number;
  height: number;
  /** The PNG's object-storage key; null for a row from before migration 034. */
  storageKey: string | null;
  /** Such an old row's PNG, base64 (empty once moved to storage). */
  legacyPng: string;
}

/** A store product as the studio sees it: what it opens on, and its customiseIt design. */
export interface StudioProduct {
  id: number;
  name: string;
  urlName: string;
  type: string;
  defaultColour: string | null;
  customiseIt: string | null;
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
  /** Replaces an item's file rows; answers the storage keys the old rows named. */
  replaceFileRows(
    orderItemId: number,
    files: ReadonlyArray<Omit<StudioFileRow, 'id' | 'legacyPng'> & { storageKey: string }>,
  ): Promise<string[]>;
  fileRows(orderItemId: number): Promise<StudioFileRow[]>;
  /** Records that an old row's PNG now lives in storage under `storageKey`. */
  movedToStorage(fileId: number, storageKey: string): Promise<void>;
  /** The store's product at `urlName` (enabled or not: a seller previews it too). */
  productByUrl(divisionId: number, urlName: string): Promise<StudioProduct | null>;
  storeProducts(divisionId: number): Promise<StudioProduct[]>;
  /** Sets a store product's customiseIt design; false when the store has no such product. */
  setCustomiseIt(divisionId: number, productId: number, designId: string | null): Promise<boolean>;
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

  const products = (divisionId: number) =>
    db
      .selectFrom('products')
      .select([
        'id',
        'name',
        'url_name as urlName',
        'type',
        'default_colour as defaultColour',
        'customise_it as customiseIt',
      ])
      .where('division_id', '=', divisionId)
      .where('is_base_product', '=', 0);

  return {
    async productByUrl(divisionId, urlName) {
      return (
        (await products(divisionId).where('url_name', '=', urlName).executeTakeFirst()) ?? null
      );
    },
    storeProducts: (divisionId) => products(divisionId).orderBy('name').limit(500).execute(),
    async setCustomiseIt(divisionId, productId, designId) {
      const result = await db
        .updateTable('products')
        .set({ customise_it: designId })
        .where('division_id', '=', divisionId)
        .where('id', '=', productId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
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
    async replaceFileRows(orderItemId, files) {
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('studio_print_files')
          .select('storage_key')
          .where('order_item_id', '=', orderItemId)
          .execute();
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
              png: '',
              storage_key: file.storageKey,
              created_at: nowIso(),
            })
            .execute();
        return old.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
      });
    },
    async movedToStorage(fileId, storageKey) {
      await db
        .updateTable('studio_print_files')
        .set({ storage_key: storageKey, png: '' })
        .where('id', '=', fileId)
        .execute();
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
    async fileRows(orderItemId) {
      const rows = await db
        .selectFrom('studio_print_files')
        .selectAll()
        .where('order_item_id', '=', orderItemId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind === 'mockup' ? 'mockup' : 'print',
        area: row.area,
        width: row.width,
        height: row.height,
        storageKey: row.storage_key,
        legacyPng: row.png,
      }));
    },
  };
}
