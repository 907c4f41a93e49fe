import { formatPrice, type CurrencyEntry } from '../../src/currency';
import type { ProductSummary } from '../../src/model';

/**
 * The products shoppers can customise, read from the store's product list
 * (GET /division/{division}/products/ with limit and collection) — a seller
 * keeps customisable blanks in a collection — each opening the design studio on it
 * (`/studio/{customiseItUrl?}/`; the product's urlName is its
 * customise-it name).
 */
export function catalogPath(divisionId: number): string {
  return `/division/${divisionId}/products/`;
}

export function catalogQuery(
  limit: number,
  collection: string,
): { limit: number; collection?: string; removeDuplicates: true } {
  return collection === ''
    ? { limit, removeDuplicates: true }
    : { limit, collection, removeDuplicates: true };
}

export function studioHrefFor(urlName: string): string {
  return `/studio/${encodeURIComponent(urlName)}/`;
}

/** "From": options (colour, size) can cost more than the base price; a lower sale price counts. */
export function fromPrice(
  product: Pick<ProductSummary, 'price' | 'salePrice'>,
  currency: CurrencyEntry,
): string {
  const lowest =
    product.salePrice !== null && product.salePrice < product.price
      ? product.salePrice
      : product.price;
  return `From ${formatPrice(lowest, currency)}`;
}
