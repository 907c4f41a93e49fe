import type { SellerCollection } from '../../src/products';

/** How a collection picks its products, in the seller's words. */
export function collectionRuleLabel(
  collection: Pick<SellerCollection, 'mode' | 'rule' | 'ruleTag' | 'productIds'>,
): string {
  if (collection.mode === 'manual') {
    const count = collection.productIds.length;
    return `${count} ${count === 1 ? 'product' : 'products'} in your order`;
  }
  if (collection.rule === 'tag') return `Products tagged “${collection.ruleTag}”`;
  if (collection.rule === 'newest') return 'Newest products first';
  return 'Bestsellers first';
}
