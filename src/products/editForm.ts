import type { ProductInput } from './productInput';
import type { SellerProduct } from './view';

/**
 * Pure helpers of the seller's product editor: the form's starting values from a saved
 * product, tags typed as one line, and moving an image (or any ordered item) with the
 * words a screen reader hears for the move.
 */

/** What the editor sends back for a saved product: every field the seller controls. */
export function productInputFrom(product: SellerProduct): ProductInput {
  return {
    baseSku: product.baseSku as ProductInput['baseSku'],
    name: product.name,
    description: product.description,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    urlName: product.urlName,
    images: product.images.map((image) => ({ ...image })),
    options: product.options.map((option) => ({
      colourName: option.colourName,
      sizes: [...option.sizes],
    })),
    price: product.price,
    salePrice: product.salePrice,
    collections: [...product.collections],
    tags: [...product.tags],
    enabled: product.enabled,
    enableAddToCart: product.enableAddToCart,
    crossSellProducts: [...product.crossSellProducts],
  };
}

/** Tags typed as "summer, otters, Summer": trimmed, blanks dropped, first spelling kept. */
export function tagsFromText(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** A copy of the list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length) return copy;
  const target = Math.max(0, Math.min(copy.length - 1, to));
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item as T);
  return copy;
}

/** Money typed by the seller: "" is no value, anything unreadable is NaN for the schema. */
export function moneyFromText(text: string): number | null {
  const trimmed = text.trim().replace(/^£/, '');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The sentences a screen reader hears while an ordered item is dragged (1-based). */
export const ORDER_ANNOUNCEMENTS = {
  picked: (label: string, position: number, total: number) =>
    `Picked up ${label}. It is at position ${position} of ${total}.`,
  moved: (label: string, position: number, total: number) =>
    `${label} moved to position ${position} of ${total}.`,
  dropped: (label: string, position: number, total: number) =>
    `${label} dropped at position ${position} of ${total}.`,
  cancelled: (label: string) => `Moving ${label} was cancelled.`,
} as const;
