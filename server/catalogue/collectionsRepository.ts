import type { Kysely } from 'kysely';
import type { CollectionSummary } from '../../src/model';
import type { Database } from '../db/schema';

export interface NewCollection {
  divisionId: number;
  name: string;
  urlName: string;
  description?: string;
  banner?: string | null;
}

export interface CollectionsRepository {
  list(divisionId: number): Promise<CollectionSummary[]>;
  findByIds(ids: number[]): Promise<CollectionSummary[]>;
  create(input: NewCollection): Promise<CollectionSummary>;
  addProducts(collectionId: number, productIds: number[]): Promise<void>;
}

export function createCollectionsRepository(db: Kysely<Database>): CollectionsRepository {
  const toSummary = (row: {
    id: number;
    name: string;
    url_name: string;
    banner: string | null;
  }): CollectionSummary => ({
    id: row.id,
    name: row.name,
    urlName: row.url_name,
    banner: row.banner ? { thumbnails: { full: row.banner } } : null,
  });

  return {
    async list(divisionId) {
      const rows = await db
        .selectFrom('collections')
        .select(['id', 'name', 'url_name', 'banner'])
        .where('division_id', '=', divisionId)
        // Only active collections reach shoppers (issue 18).
        .where('active', '=', 1)
        .orderBy('id')
        .execute();
      return rows.map(toSummary);
    },
    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('collections')
        .select(['id', 'name', 'url_name', 'banner'])
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      return rows.map(toSummary);
    },
    async create(input) {
      const row = await db
        .insertInto('collections')
        .values({
          division_id: input.divisionId,
          name: input.name,
          url_name: input.urlName,
          description: input.description ?? '',
          banner: input.banner ?? null,
        })
        .returning(['id', 'name', 'url_name', 'banner'])
        .executeTakeFirstOrThrow();
      return toSummary(row);
    },
    async addProducts(collectionId, productIds) {
      if (productIds.length === 0) return;
      await db
        .insertInto('collection_products')
        .values(
          productIds.map((product_id, position) => ({
            collection_id: collectionId,
            product_id,
            position,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}
