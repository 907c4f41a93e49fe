import { sql, type Kysely, type Selectable } from 'kysely';
import type { ImageAsset, Product, ProductOption } from '../../src/model';
import type { Database, ProductOptionsTable, ProductsTable } from '../db/schema';
import { fromFlag, nowIso, parseJson, toFlag } from '../db/rows';

export type ProductSort = 'bestseller' | 'new-in';

export interface ProductQuery {
  limit: number;
  /** A collection's urlName: only its products. */
  collection?: string;
  sort: ProductSort;
  /** Keep one product per name (the same design on several garments shows once). */
  removeDuplicates: boolean;
}

export interface NewProduct {
  uuid: string;
  divisionId: number;
  sku: string;
  name: string;
  urlName: string;
  description: string;
  type: string;
  price: number;
  salePrice: number | null;
  bestsellerRank: number;
  defaultColour: string | null;
  isBaseProduct?: boolean;
  baseSku?: string | null;
  createdAt?: string;
  options: Array<Pick<ProductOption, 'colourName' | 'colourHex' | 'sizes' | 'images'>>;
}

export interface ProductsRepository {
  list(divisionId: number, query: ProductQuery): Promise<Product[]>;
  findByIds(ids: number[]): Promise<Product[]>;
  findByIdOrUrl(
    divisionId: number,
    ref: { productId?: number | null; productUrl?: string | null },
  ): Promise<Product | null>;
  findBaseBySku(sku: string): Promise<Product | null>;
  create(input: NewProduct): Promise<Product>;
}

function toProduct(
  row: Selectable<ProductsTable>,
  options: Selectable<ProductOptionsTable>[],
  manufacturer: { id: number; name: string } | null,
  collections: Array<{ id: number; name: string; urlName: string }>,
): Product {
  const productOptions: ProductOption[] = options.map((option) => {
    const images = parseJson<ImageAsset[]>(option.images, []);
    return {
      colourName: option.colour_name,
      colourHex: option.colour_hex,
      sizes: parseJson<string[]>(option.sizes, []),
      images,
      thumbnail: images[0]?.sizes['256'] ?? images[0]?.original ?? null,
      pro: false,
    };
  });
  const defaultOption =
    productOptions.find((option) => option.colourName === row.default_colour) ?? productOptions[0];
  return {
    id: row.id,
    uuid: row.uuid,
    sku: row.sku,
    name: row.name,
    urlName: row.url_name,
    description: row.description,
    type: row.type,
    price: row.price,
    salePrice: row.sale_price,
    onSale: row.sale_price !== null && row.sale_price < row.price,
    enabled: fromFlag(row.enabled),
    images: defaultOption?.images ?? [],
    options: productOptions,
    defaultColour: row.default_colour,
    orders: row.bestseller_rank,
    isBaseProduct: fromFlag(row.is_base_product),
    baseSku: row.base_sku,
    manufacturer,
    collections,
    createdAt: row.created_at,
    vatRate: 1,
  };
}

export function createProductsRepository(db: Kysely<Database>): ProductsRepository {
  /** Loads options, store names and collections for rows in three queries, not per row. */
  async function hydrate(rows: Selectable<ProductsTable>[]): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const divisionIds = [...new Set(rows.map((row) => row.division_id))];
    const [options, divisions, memberships] = await Promise.all([
      db
        .selectFrom('product_options')
        .selectAll()
        .where('product_id', 'in', ids)
        .orderBy('position')
        .execute(),
      db.selectFrom('divisions').select(['id', 'name']).where('id', 'in', divisionIds).execute(),
      db
        .selectFrom('collection_products')
        .innerJoin('collections', 'collections.id', 'collection_products.collection_id')
        .select([
          'collection_products.product_id',
          'collections.id',
          'collections.name',
          'collections.url_name',
        ])
        .where('collection_products.product_id', 'in', ids)
        .execute(),
    ]);
    return rows.map((row) =>
      toProduct(
        row,
        options.filter((option) => option.product_id === row.id),
        divisions.find((division) => division.id === row.division_id) ?? null,
        memberships
          .filter((membership) => membership.product_id === row.id)
          .map((membership) => ({
            id: membership.id,
            name: membership.name,
            urlName: membership.url_name,
          })),
      ),
    );
  }

  return {
    async list(divisionId, query) {
      let select = db
        .selectFrom('products')
        .selectAll('products')
        .where('products.division_id', '=', divisionId)
        .where('products.enabled', '=', 1)
        // A seller's product reaches shoppers only once staff approved it (issue 18).
        .where('products.approval_status', '=', 'approved');
      let sort: ProductSort = query.sort;
      if (query.collection) {
        const collection = await db
          .selectFrom('collections')
          .select(['id', 'mode', 'rule', 'rule_tag', 'active'])
          .where('division_id', '=', divisionId)
          .where('url_name', '=', query.collection)
          .executeTakeFirst();
        // A collection the seller switched off shows nothing (issue 18).
        if (!collection || !fromFlag(collection.active)) return [];
        if (collection.mode !== 'rule') {
          select = select
            .innerJoin('collection_products', 'collection_products.product_id', 'products.id')
            .where('collection_products.collection_id', '=', collection.id);
        } else if (collection.rule === 'tag') {
          // Tags are a JSON array of strings: match the quoted tag, wildcards escaped.
          const quoted = JSON.stringify(collection.rule_tag).replace(/[\\%_]/g, '\\$&');
          select = select.where('products.tags', 'like', sql<string>`${`%${quoted}%`} escape '\\'`);
        } else {
          // A rule collection's order is its rule: the newest or the best sellers first.
          sort = collection.rule === 'newest' ? 'new-in' : 'bestseller';
        }
      }
      select =
        sort === 'new-in'
          ? select.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc')
          : select.orderBy('products.bestseller_rank', 'asc').orderBy('products.id', 'asc');
      let rows = await select.execute();
      if (query.removeDuplicates) {
        const seen = new Set<string>();
        rows = rows.filter((row) => {
          const name = row.name.toLowerCase();
          if (seen.has(name)) return false;
          seen.add(name);
          return true;
        });
      }
      return hydrate(rows.slice(0, query.limit));
    },
    async findByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).execute();
      const products = await hydrate(rows);
      return ids.flatMap((id) => products.filter((product) => product.id === id));
    },
    async findByIdOrUrl(divisionId, ref) {
      let select = db
        .selectFrom('products')
        .selectAll()
        .where('division_id', '=', divisionId)
        .where('enabled', '=', 1)
        .where('approval_status', '=', 'approved');
      if (ref.productId !== undefined && ref.productId !== null)
        select = select.where('id', '=', ref.productId);
      else if (ref.productUrl) select = select.where('url_name', '=', ref.productUrl);
      else return null;
      const row = await select.executeTakeFirst();
      return row ? ((await hydrate([row]))[0] ?? null) : null;
    },
    async findBaseBySku(sku) {
      const row = await db
        .selectFrom('products')
        .selectAll()
        .where('sku', '=', sku)
        .where('is_base_product', '=', 1)
        .executeTakeFirst();
      return row ? ((await hydrate([row]))[0] ?? null) : null;
    },
    async create(input) {
      const product = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('products')
          .values({
            uuid: input.uuid,
            division_id: input.divisionId,
            sku: input.sku,
            name: input.name,
            url_name: input.urlName,
            description: input.description,
            type: input.type,
            price: input.price,
            sale_price: input.salePrice,
            bestseller_rank: input.bestsellerRank,
            default_colour: input.defaultColour,
            enabled: 1,
            is_base_product: toFlag(input.isBaseProduct ?? false),
            base_sku: input.baseSku ?? null,
            created_at: input.createdAt ?? nowIso(),
            updated_at: input.createdAt ?? nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (input.options.length > 0) {
          await trx
            .insertInto('product_options')
            .values(
              input.options.map((option, position) => ({
                product_id: row.id,
                colour_name: option.colourName,
                colour_hex: option.colourHex,
                sizes: JSON.stringify(option.sizes),
                images: JSON.stringify(option.images),
                position,
              })),
            )
            .execute();
        }
        return row.id;
      });
      const [created] = await this.findByIds([product]);
      if (!created) throw new Error(`Product ${product} vanished after insert`);
      return created;
    },
  };
}
