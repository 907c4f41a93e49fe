import { findBaseProduct } from './baseProducts';
import type { DesignDocument } from './design';
import { printCount, sidesOf } from './printCount';

/**
 * What each counted print adds to the base price. The spec names the print count but no
 * amount; this is the store default until sellers can set product printCosts.
 */
export const PRINT_PRICE = 5;

/** The base price plus PRINT_PRICE per counted print, in major units (two decimals). */
export function studioPrice(basePrice: number, count: number): number {
  return Math.round((basePrice + PRINT_PRICE * count) * 100) / 100;
}

/** A design's live price and print count; null when its base product is unknown. */
export function designPrice(
  document: DesignDocument,
): { price: number; printCount: number } | null {
  const product = findBaseProduct(document.product);
  if (!product) return null;
  const count = printCount(sidesOf(document.elements));
  return { price: studioPrice(product.price, count), printCount: count };
}
