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
  getProduct(divisionId: number, id: number): Promise<SellerProduct>;
  /** Rejects with a ConflictError whose body holds the current `product` when stale. */
  updateProduct(
    divisionId: number,
    id: number,
    version: number,
    input: ProductInput,
  ): Promise<SellerProduct>;
  listCollections(divisionId: number): Promise<SellerCollection[]>;
  updateCollection(
    divisionId: number,
    id: number,
    version: number,
    input: CollectionInput,
  ): Promise<SellerCollection>;
  /** The store's image library (GET /artemis/query/), searched by name. */
  images(divisionId: number, searchTerm: string, page?: number): Promise<LibraryPage>;
}

/** One image of the store's library, as GET /artemis/query/ gives it. */
export interface LibraryImage {
  id: number;
  name: string;
  altText: string;
  width: number;
  height: number;
  original: string;
  thumbnails: { original: string; small: string; medium: string };
  createdAt: string;
}

export interface LibraryPage {
  images: LibraryImage[];
  total: number;
  page: number;
  perPage: number;
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
    getProduct: async (division, id) =>
      (
        (await transport({ method: 'GET', path: `/divisions/${division}/products/${id}/` })) as {
          product: SellerProduct;
        }
      ).product,
    updateProduct: async (division, id, version, product) =>
      (
        (await transport({
          method: 'PUT',
          path: `/divisions/${division}/products/${id}/`,
          body: { version, product },
        })) as { product: SellerProduct }
      ).product,
    listCollections: async (division) =>
      (
        (await transport({ method: 'GET', path: `/divisions/${division}/collections/` })) as {
          collections: SellerCollection[];
        }
      ).collections,
    updateCollection: async (division, id, version, collection) =>
      (
        (await transport({
          method: 'PUT',
          path: `/divisions/${division}/collections/${id}/`,
          body: { version, collection },
        })) as { collection: SellerCollection }
      ).collection,
    images: async (division, searchTerm, page = 1) =>
      (await transport({
        method: 'GET',
        path: `/artemis/query/?${new URLSearchParams({
          division: String(division),
          searchTerm,
          page: String(page),
          perPage: '48',
        }).toString()}`,
      })) as LibraryPage,
  };
}
