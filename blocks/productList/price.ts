import { formatPrice, type CurrencyEntry } from '../../src/currency';
import type { ProductSummary } from '../../src/model';

export interface ShownPrice {
  /** What the shopper pays now. */
  current: string;
  /** The price before the sale, when the product is on sale. */
  was?: string;
}

/** A sale shows only when the sale price is below the price; prices are stored in GBP. */
export function shownPrice(
  product: Pick<ProductSummary, 'price' | 'salePrice'>,
  currency: CurrencyEntry,
): ShownPrice {
  const { price, salePrice } = product;
  if (salePrice !== null && salePrice < price) {
    return { current: formatPrice(salePrice, currency), was: formatPrice(price, currency) };
  }
  return { current: formatPrice(price, currency) };
}
