import { createHash } from 'node:crypto';
import type { BasketItem, FavouriteItem, Product } from '../../src/model';
import type { BasketLine } from './repository';
import { studioPrice } from '../../src/designs/price';

/**
 * What basket lines look like to the client: the list shapes of the basket calls
 * (GET /basket/main/list/: key, quantity, name, priceIncTax, image, options,
 * productUuid) and favourites (productId/productUrl, colour, size, key). Pure: products
 * are looked up by the caller.
 */

/** The same product, colour, size and bundle options always make the same key. */
export function lineKey(
  productId: number,
  colour: string | null,
  size: string | null,
  bundleOptions: Record<string, string>,
  designId: string | null = null,
): string {
  const sorted = Object.entries(bundleOptions).sort(([a], [b]) => a.localeCompare(b));
  // A designed line is its own line: two designs on the same hoodie never merge.
  const parts: unknown[] = [productId, colour, size, sorted];
  if (designId) parts.push(designId);
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 20);
}

/** The image shown for a line: the chosen colour's first image, else the product's. */
export function lineImage(product: Product, colour: string | null): string | null {
  const option = product.options.find((each) => each.colourName === colour);
  const image = option?.images[0] ?? product.images[0];
  return image ? (image.sizes['256'] ?? image.original) : null;
}

/** A product's price, plus PRINT_PRICE per print of a studio design on it. */
export const unitPrice = (product: Product, printCount = 0): number =>
  studioPrice(product.salePrice ?? product.price, printCount);

/** A line's choices as shoppers read them: its bundle options, then colour and size. */
export function lineOptions(
  line: Pick<BasketLine, 'bundleOptions' | 'colour' | 'size' | 'designId'>,
): Record<string, string> {
  const options: Record<string, string> = { ...line.bundleOptions };
  if (line.colour) options.colour = line.colour;
  if (line.size) options.size = line.size;
  // The order item keeps the design (order_items.design_id is written from this).
  if (line.designId) options.design = line.designId;
  return options;
}

export function basketItemsOf(
  lines: readonly BasketLine[],
  products: readonly Product[],
): BasketItem[] {
  return lines.flatMap((line) => {
    const product = products.find((each) => each.id === line.productId);
    if (!product) return [];
    const options = lineOptions(line);
    return [
      {
        key: line.key,
        quantity: line.quantity,
        name: product.name,
        priceIncTax: unitPrice(product, line.printCount),
        image: lineImage(product, line.colour),
        options,
        productUuid: product.uuid,
      },
    ];
  });
}

export function favouriteItemsOf(
  lines: readonly BasketLine[],
  products: readonly Product[],
): FavouriteItem[] {
  return lines.flatMap((line) => {
    const product = products.find((each) => each.id === line.productId);
    if (!product) return [];
    return [
      {
        key: line.key,
        productId: product.id,
        productUrl: product.urlName,
        productColor: line.colour,
        productSize: line.size,
        name: product.name,
        image: lineImage(product, line.colour),
        price: unitPrice(product, line.printCount),
      },
    ];
  });
}

export type ChoiceProblem = 'colour' | 'size' | null;

/** Whether the chosen colour and size are offered (none chosen is fine: the defaults apply). */
export function choiceProblem(
  product: Product,
  colour: string | null,
  size: string | null,
): ChoiceProblem {
  if (colour === null) return null;
  const option = product.options.find(
    (each) => each.colourName.toLowerCase() === colour.toLowerCase(),
  );
  if (!option) return 'colour';
  if (size !== null && !option.sizes.some((each) => each.toLowerCase() === size.toLowerCase()))
    return 'size';
  return null;
}
