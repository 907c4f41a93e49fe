import { findArea, findBaseProduct } from './baseProducts';
import type { DesignDocument } from './design';

/** Messages for a design that does not fit its product; the first problem wins. */
export const DESIGN_MESSAGES = {
  product: 'Choose a product to design',
  colour: 'Choose one of this product’s colours',
  size: 'Choose one of this product’s sizes',
  area: 'This product has no such print area',
  font: 'Choose a font from the list',
} as const;

/**
 * The first problem of a design against its base product and the font list, or null.
 * The schema checks shapes; this checks that the choices exist.
 */
export function designProblem(document: DesignDocument, fonts: readonly string[]): string | null {
  const product = findBaseProduct(document.product);
  if (!product) return DESIGN_MESSAGES.product;
  if (!product.colours.some((colour) => colour.name === document.colour))
    return DESIGN_MESSAGES.colour;
  if (!product.sizes.includes(document.size)) return DESIGN_MESSAGES.size;
  for (const element of document.elements) {
    if (!findArea(product, element.area)) return DESIGN_MESSAGES.area;
    if (element.kind === 'text' && !fonts.includes(element.font)) return DESIGN_MESSAGES.font;
  }
  return null;
}
