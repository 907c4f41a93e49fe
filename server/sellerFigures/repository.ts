import type { Kysely } from 'kysely';
import { findBaseProduct } from '../../src/products/baseProducts';
import type { SoldLine } from '../../src/commerce/sellerProfit';
import type { Database } from '../db/schema';

export interface ProductPriceRow {
  price: number;
  salePrice: number | null;
  baseCost: number;
}

/** The commerce rows a seller's figures are worked out from (SQLite and PostgreSQL alike). */
export interface SellerFiguresRepository {
  /** Every order line of the store's orders that are not deleted, with its product's base cost. */
  soldLines(divisionId: number): Promise<SoldLine[]>;
  /** One of the store's products, or null when the store has no such product. */
  productPrice(divisionId: number, productId: number): Promise<ProductPriceRow | null>;
}

/** A product's own base cost, else its base product's; 0 when neither is known. */
const baseCostOf = (baseCost: number | null, baseSku: string | null): number =>
  baseCost ?? findBaseProduct(baseSku ?? '')?.baseCost ?? 0;

export function createSellerFiguresRepository(db: Kysely<Database>): SellerFiguresRepository {
  return {
    async soldLines(divisionId) {
      const rows = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .leftJoin('products', 'products.id', 'order_items.product_id')
        .select([
          'orders.created_at',
          'orders.status',
          'orders.conversion_rate',
          'order_items.price',
          'order_items.discount',
          'order_items.quantity',
          'products.base_cost',
          'products.base_sku',
        ])
        .where('orders.division_id', '=', divisionId)
        .where('orders.deleted_at', 'is', null)
        .execute();
      return rows.map((row) => ({
        createdAt: new Date(row.created_at).toISOString(),
        status: row.status,
        conversionRate: Number(row.conversion_rate),
        price: Number(row.price),
        discount: Number(row.discount),
        quantity: Number(row.quantity),
        baseCostGbp: baseCostOf(
          row.base_cost === null ? null : Number(row.base_cost),
          row.base_sku,
        ),
      }));
    },
    async productPrice(divisionId, productId) {
      const row = await db
        .selectFrom('products')
        .select(['price', 'sale_price', 'base_cost', 'base_sku'])
        .where('division_id', '=', divisionId)
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        price: Number(row.price),
        salePrice: row.sale_price === null ? null : Number(row.sale_price),
        baseCost: baseCostOf(row.base_cost === null ? null : Number(row.base_cost), row.base_sku),
      };
    },
  };
}
