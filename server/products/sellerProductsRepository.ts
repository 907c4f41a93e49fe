import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  findBaseProduct,
  productMargin,
  type ApprovalStatus,
  type ParsedProductInput,
  type ProductBulk,
  type ProductImage,
  type ProductQuery,
} from '../../src/products';
import type { Database, ProductsTable } from '../db/schema';
import { fromFlag, nowIso, parseJson, toFlag } from '../db/rows';
import type { SellerProduct, SellerProductPage, SellerProductRow } from '../../src/products/view';

export type SaveOutcome =
  | { status: 'saved'; product: SellerProduct }
  | { status: 'conflict'; current: SellerProduct }
  | { status: 'missing' };

export interface SellerProductsRepository {
  list(divisionId: number, query: ProductQuery): Promise<SellerProductPage>;
  get(divisionId: number, id: number): Promise<SellerProduct | null>;
  /** Ids among `ids` that belong to the store (for collections and cross-sells). */
  ownIds(divisionId: number, ids: number[]): Promise<number[]>;
  urlNameTaken(divisionId: number, urlName: string, exceptId?: number): Promise<boolean>;
  create(divisionId: number, input: ParsedProductInput): Promise<SellerProduct>;
  update(
    divisionId: number,
    id: number,
    version: number,
    input: ParsedProductInput,
  ): Promise<SaveOutcome>;
  bulk(divisionId: number, bulk: ProductBulk): Promise<number>;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const SORT_COLUMNS = {
  name: 'products.name',
  price: 'products.price',
  created: 'products.created_at',
  updated: 'products.updated_at',
} as const;

export function createSellerProductsRepository(db: Kysely<Database>): SellerProductsRepository {
  async function load(divisionId: number, id: number): Promise<SellerProduct | null> {
    const row = await db
      .selectFrom('products')
      .selectAll()
      .where('division_id', '=', divisionId)
      .where('id', '=', id)
      .where('is_base_product', '=', 0)
      .executeTakeFirst();
    if (!row) return null;
    const [options, memberships] = await Promise.all([
      db
        .selectFrom('product_options')
        .selectAll()
        .where('product_id', '=', id)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('collection_products')
        .select('collection_id')
        .where('product_id', '=', id)
        .orderBy('collection_id')
        .execute(),
    ]);
    return toSellerProduct(
      row,
      options.map((option) => ({
        colourName: option.colour_name,
        colourHex: option.colour_hex,
        sizes: parseJson<string[]>(option.sizes, []),
      })),
      memberships.map((membership) => membership.collection_id),
    );
  }

  /** The columns a save writes; every save sends the product back to staff for approval. */
  function columns(input: ParsedProductInput, now: string) {
    const base = findBaseProduct(input.baseSku);
    if (!base) throw new Error(`Unknown base product ${input.baseSku}`);
    return {
      name: input.name,
      url_name: input.urlName,
      description: input.description,
      type: base.type,
      price: input.price,
      sale_price: input.salePrice,
      default_colour: input.options[0]?.colourName ?? null,
      enabled: toFlag(input.enabled),
      base_sku: base.sku,
      base_cost: base.baseCost,
      meta_title: input.metaTitle,
      meta_description: input.metaDescription,
      tags: JSON.stringify(input.tags),
      gallery: JSON.stringify(input.images),
      enable_add_to_cart: toFlag(input.enableAddToCart),
      cross_sell_products: JSON.stringify(input.crossSellProducts),
      approval_status: 'pending' satisfies ApprovalStatus,
      denial_reason: null,
      updated_at: now,
    };
  }

  async function writeChildren(
    trx: Kysely<Database>,
    productId: number,
    input: ParsedProductInput,
  ): Promise<void> {
    const base = findBaseProduct(input.baseSku);
    await trx.deleteFrom('product_options').where('product_id', '=', productId).execute();
    await trx
      .insertInto('product_options')
      .values(
        input.options.map((option, position) => ({
          product_id: productId,
          colour_name: option.colourName,
          colour_hex:
            base?.colours.find((colour) => colour.name === option.colourName)?.hex ?? '#ffffff',
          sizes: JSON.stringify(option.sizes),
          images: '[]',
          position,
        })),
      )
      .execute();
    // Memberships: keep the place in collections the product stays in; join new ones last.
    const current = await trx
      .selectFrom('collection_products')
      .select('collection_id')
      .where('product_id', '=', productId)
      .execute();
    const had = new Set(current.map((row) => row.collection_id));
    const wanted = new Set(input.collections);
    const leaving = [...had].filter((id) => !wanted.has(id));
    if (leaving.length > 0)
      await trx
        .deleteFrom('collection_products')
        .where('product_id', '=', productId)
        .where('collection_id', 'in', leaving)
        .execute();
    for (const collectionId of wanted) {
      if (had.has(collectionId)) continue;
      await appendToCollection(trx, collectionId, [productId]);
    }
  }

  async function appendToCollection(
    trx: Kysely<Database>,
    collectionId: number,
    productIds: number[],
  ): Promise<void> {
    const present = await trx
      .selectFrom('collection_products')
      .select('product_id')
      .where('collection_id', '=', collectionId)
      .where('product_id', 'in', productIds)
      .execute();
    const skip = new Set(present.map((row) => row.product_id));
    const adding = productIds.filter((id) => !skip.has(id));
    if (adding.length === 0) return;
    const last = await trx
      .selectFrom('collection_products')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('collection_id', '=', collectionId)
      .executeTakeFirst();
    const start = Number(last?.position ?? -1) + 1;
    await trx
      .insertInto('collection_products')
      .values(
        adding.map((productId, index) => ({
          collection_id: collectionId,
          product_id: productId,
          position: start + index,
        })),
      )
      .execute();
  }

  return {
    async list(divisionId, query) {
      let select = db
        .selectFrom('products')
        .where('products.division_id', '=', divisionId)
        .where('products.is_base_product', '=', 0);
      if (query.search)
        select = select.where(
          sql<string>`lower(products.name)`,
          'like',
          sql<string>`${likePattern(query.search)} escape '\\'`,
        );
      if (query.filter === 'enabled') select = select.where('products.enabled', '=', 1);
      if (query.filter === 'disabled') select = select.where('products.enabled', '=', 0);
      if (query.filter === 'pending' || query.filter === 'approved' || query.filter === 'denied')
        select = select.where('products.approval_status', '=', query.filter);
      if (query.baseSku) select = select.where('products.base_sku', '=', query.baseSku);
      if (query.collection !== undefined) {
        const collection = query.collection;
        select = select.where((eb) =>
          eb.exists(
            eb
              .selectFrom('collection_products')
              .select('collection_products.product_id')
              .whereRef('collection_products.product_id', '=', 'products.id')
              .where('collection_products.collection_id', '=', collection),
          ),
        );
      }
      const [count, rows] = await Promise.all([
        select.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
        select
          .select([
            'products.id',
            'products.name',
            'products.url_name',
            'products.base_sku',
            'products.price',
            'products.sale_price',
            'products.enabled',
            'products.approval_status',
            'products.denial_reason',
            'products.updated_at',
            'products.version',
          ])
          .orderBy(SORT_COLUMNS[query.sort], query.direction)
          .orderBy('products.id', query.direction)
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage)
          .execute(),
      ]);
      const products: SellerProductRow[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        urlName: row.url_name,
        baseSku: row.base_sku,
        price: row.price,
        salePrice: row.sale_price,
        enabled: fromFlag(row.enabled),
        approvalStatus: row.approval_status as ApprovalStatus,
        denialReason: row.denial_reason,
        updatedAt: row.updated_at,
        version: row.version,
      }));
      return {
        products,
        total: Number(count?.total ?? 0),
        page: query.page,
        perPage: query.perPage,
      };
    },

    get: load,

    async ownIds(divisionId, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('division_id', '=', divisionId)
        .where('id', 'in', ids)
        .execute();
      return rows.map((row) => row.id);
    },

    async urlNameTaken(divisionId, urlName, exceptId) {
      let select = db
        .selectFrom('products')
        .select('id')
        .where('division_id', '=', divisionId)
        .where('url_name', '=', urlName);
      if (exceptId !== undefined) select = select.where('id', '!=', exceptId);
      return (await select.executeTakeFirst()) !== undefined;
    },

    async create(divisionId, input) {
      const now = nowIso();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('products')
          .values({
            ...columns(input, now),
            uuid: randomUUID(),
            division_id: divisionId,
            // Seller-made products are custom products: the spec's CP prefix.
            sku: `CP-${randomUUID().slice(0, 8).toUpperCase()}`,
            // New products sell least until orders say otherwise.
            bestseller_rank: 1_000_000,
            is_base_product: 0,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeChildren(trx, row.id, input);
        return row.id;
      });
      const created = await load(divisionId, id);
      if (!created) throw new Error(`Product ${id} vanished after insert`);
      return created;
    },

    async update(divisionId, id, version, input) {
      const saved = await db.transaction().execute(async (trx) => {
        // The version check and the write are one statement, so two saves cannot both win.
        const result = await trx
          .updateTable('products')
          .set({ ...columns(input, nowIso()), version: version + 1 })
          .where('division_id', '=', divisionId)
          .where('id', '=', id)
          .where('is_base_product', '=', 0)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await writeChildren(trx, id, input);
        return true;
      });
      const current = await load(divisionId, id);
      if (!current) return { status: 'missing' };
      return saved ? { status: 'saved', product: current } : { status: 'conflict', current };
    },

    async bulk(divisionId, bulk) {
      const ids = await this.ownIds(divisionId, bulk.ids);
      if (ids.length === 0) return 0;
      if (bulk.action === 'addToCollection') {
        const collectionId = bulk.collectionId!;
        await db.transaction().execute((trx) => appendToCollection(trx, collectionId, ids));
        return ids.length;
      }
      // Switching a product on or off changes no content, so approval stands.
      await db
        .updateTable('products')
        .set((eb) => ({
          enabled: toFlag(bulk.action === 'enable'),
          version: eb('version', '+', 1),
          updated_at: nowIso(),
        }))
        .where('division_id', '=', divisionId)
        .where('id', 'in', ids)
        .execute();
      return ids.length;
    },
  };
}

function toSellerProduct(
  row: Selectable<ProductsTable>,
  options: SellerProduct['options'],
  collections: number[],
): SellerProduct {
  const baseCost = row.base_cost ?? findBaseProduct(row.base_sku ?? '')?.baseCost ?? 0;
  return {
    id: row.id,
    uuid: row.uuid,
    baseSku: row.base_sku ?? '',
    name: row.name,
    description: row.description,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    urlName: row.url_name,
    images: parseJson<ProductImage[]>(row.gallery, []),
    options,
    price: row.price,
    salePrice: row.sale_price,
    baseCost,
    margin: productMargin({ price: row.price, salePrice: row.sale_price, baseCost }),
    collections,
    tags: parseJson<string[]>(row.tags, []),
    enabled: fromFlag(row.enabled),
    enableAddToCart: fromFlag(row.enable_add_to_cart),
    crossSellProducts: parseJson<number[]>(row.cross_sell_products, []),
    approvalStatus: row.approval_status as ApprovalStatus,
    denialReason: row.denial_reason,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
