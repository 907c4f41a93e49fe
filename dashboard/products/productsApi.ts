/**
 * The dashboard's view of the seller products API (server/products/routes.ts). Screens
 * take it as a prop, so tests hand them a fake.
 */
import { fetchTransport, type Transport } from '../../src/api';
import type {
  BaseProduct,
  CollectionInput,
  ProductBulk,
  ProductInput,
  ProductQueryInput,
  SellerCollection,
  SellerProduct,
  SellerProductPage,
} from '../../src/products';

export interface ProductsApi {
  list(divisionId: number, query: ProductQueryInput): Promise<SellerProductPage>;
  bulk(divisionId: number, bulk: ProductBulk): Promise<{ updated: number }>;
  baseProducts(divisionId: number): Promise<BaseProduct[]>;
  createProduct(divisionId: number, input: ProductInput): Promise<SellerProduct>;
  createCollection(divisionId: number, input: CollectionInput): Promise<SellerCollection>;
}

const queryString = (query: ProductQueryInput) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export function httpProductsApi(transport: Transport = fetchTransport()): ProductsApi {
  return {
    list: async (division, query) =>
      (await transport({
        method: 'GET',
        path: `/divisions/${division}/products/?${queryString(query)}`,
      })) as SellerProductPage,
    bulk: async (division, bulk) =>
      (await transport({
        method: 'POST',
        path: `/divisions/${division}/products/bulk/`,
        body: bulk,
      })) as { updated: number },
    baseProducts: async (division) =>
      (
        (await transport({ method: 'GET', path: `/divisions/${division}/base-products/` })) as {
          baseProducts: BaseProduct[];
        }
      ).baseProducts,
    createProduct: async (division, input) =>
      (
        (await transport({
          method: 'POST',
          path: `/divisions/${division}/products/`,
          body: input,
        })) as { product: SellerProduct }
      ).product,
    createCollection: async (division, input) =>
      (
        (await transport({
          method: 'POST',
          path: `/divisions/${division}/collections/`,
          body: input,
        })) as { collection: SellerCollection }
      ).collection,
  };
}
