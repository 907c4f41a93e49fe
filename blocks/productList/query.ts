/**
 * The query of `GET /division/{division}/products/` (limit, collection, sort=new-in,
 * removeDuplicates). Bestseller order is the endpoint's own order (product lists are
 * sorted by bestseller rank), so it sends no sort.
 */
export const PRODUCT_SORTS = ['bestsellerOrder', 'newIn'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductListQueryInput {
  sortBy: ProductSort;
  limit: number;
  collection: string;
  removeDuplicates: boolean;
}

export interface ProductListQuery {
  limit: number;
  collection?: string;
  sort?: 'new-in';
  removeDuplicates: boolean;
}

export function productListPath(divisionId: number): string {
  return `/division/${divisionId}/products/`;
}

export function productListQuery(input: ProductListQueryInput): ProductListQuery {
  const query: ProductListQuery = { limit: input.limit, removeDuplicates: input.removeDuplicates };
  if (input.collection !== '') query.collection = input.collection;
  if (input.sortBy === 'newIn') query.sort = 'new-in';
  return query;
}

/** Where a product card leads: /product/{urlName}/. */
export function productHref(urlName: string): string {
  return `/product/${encodeURIComponent(urlName)}/`;
}

export function collectionHref(urlName: string): string {
  return `/collection/${encodeURIComponent(urlName)}/`;
}
