import type { Kysely, Selectable } from 'kysely';
import type { ParsedCollectionInput } from '../../src/products';
import type { CollectionsTable, Database } from '../db/schema';
import { fromFlag, toFlag } from '../db/rows';
import type { SellerCollection } from '../../src/products/view';

export type CollectionSaveOutcome =
  | { status: 'saved'; collection: SellerCollection }
  | { status: 'conflict'; current: SellerCollection }
  | { status: 'missing' };

export interface SellerCollectionsRepository {
  list(divisionId: number): Promise<SellerCollection[]>;
  get(divisionId: number, id: number): Promise<SellerCollection | null>;
  urlNameTaken(divisionId: number, urlName: string, exceptId?: number): Promise<boolean>;
  /** `input.productIds` must already be the store's own products. */
  create(divisionId: number, input: ParsedCollectionInput): Promise<SellerCollection>;
  update(
    divisionId: number,
    id: number,
    version: number,
    input: ParsedCollectionInput,
  ): Promise<CollectionSaveOutcome>;
}

export function createSellerCollectionsRepository(
  db: Kysely<Database>,
): SellerCollectionsRepository {
  async function withProducts(rows: Selectable<CollectionsTable>[]): Promise<SellerCollection[]> {
    if (rows.length === 0) return [];
    const members = await db
      .selectFrom('collection_products')
      .select(['collection_id', 'product_id'])
      .where(
        'collection_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('position')
      .orderBy('product_id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      urlName: row.url_name,
      banner: row.banner,
      mode: row.mode === 'rule' ? 'rule' : 'manual',
      rule: (row.rule as SellerCollection['rule']) ?? null,
      ruleTag: row.rule_tag,
      productIds: members
        .filter((member) => member.collection_id === row.id)
        .map((member) => member.product_id),
      active: fromFlag(row.active),
      version: row.version,
    }));
  }

  const columns = (input: ParsedCollectionInput) => ({
    name: input.name,
    url_name: input.urlName,
    banner: input.banner,
    mode: input.mode,
    rule: input.mode === 'rule' ? input.rule : null,
    rule_tag: input.mode === 'rule' && input.rule === 'tag' ? input.ruleTag : '',
    active: toFlag(input.active),
  });

  /** A manual collection keeps the seller's order; a rule collection lists nobody by hand. */
  async function writeProducts(
    trx: Kysely<Database>,
    collectionId: number,
    input: ParsedCollectionInput,
  ): Promise<void> {
    await trx.deleteFrom('collection_products').where('collection_id', '=', collectionId).execute();
    const productIds = input.mode === 'manual' ? [...new Set(input.productIds)] : [];
    if (productIds.length === 0) return;
    await trx
      .insertInto('collection_products')
      .values(
        productIds.map((productId, position) => ({
          collection_id: collectionId,
          product_id: productId,
          position,
        })),
      )
      .execute();
  }

  async function get(divisionId: number, id: number) {
    const row = await db
      .selectFrom('collections')
      .selectAll()
      .where('division_id', '=', divisionId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? ((await withProducts([row]))[0] ?? null) : null;
  }

  return {
    async list(divisionId) {
      const rows = await db
        .selectFrom('collections')
        .selectAll()
        .where('division_id', '=', divisionId)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return withProducts(rows);
    },
    get,
    async urlNameTaken(divisionId, urlName, exceptId) {
      let select = db
        .selectFrom('collections')
        .select('id')
        .where('division_id', '=', divisionId)
        .where('url_name', '=', urlName);
      if (exceptId !== undefined) select = select.where('id', '!=', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },
    async create(divisionId, input) {
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('collections')
          .values({ ...columns(input), division_id: divisionId, description: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeProducts(trx, row.id, input);
        return row.id;
      });
      const created = await get(divisionId, id);
      if (!created) throw new Error(`Collection ${id} vanished after insert`);
      return created;
    },
    async update(divisionId, id, version, input) {
      const saved = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('collections')
          .set({ ...columns(input), version: version + 1 })
          .where('division_id', '=', divisionId)
          .where('id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await writeProducts(trx, id, input);
        return true;
      });
      const current = await get(divisionId, id);
      if (!current) return { status: 'missing' };
      return saved ? { status: 'saved', collection: current } : { status: 'conflict', current };
    },
  };
}
