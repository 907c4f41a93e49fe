import type { ProductSummary } from '../../../src/model';

/** One product image a seller can put in an image block. */
export interface ProductImageChoice {
  productId: number;
  productName: string;
  src: string;
  /** The image's own alt text, else the product's name: what the picture shows. */
  alt: string;
}

/**
 * The product images the select-product-image overlay offers: each product's image
 * (products without one are left out), filtered by a case-insensitive match on the
 * product's name, in the order the catalogue gave them.
 */
export function productImageChoices(
  products: readonly ProductSummary[],
  searchTerm: string,
): ProductImageChoice[] {
  const term = searchTerm.trim().toLowerCase();
  return products.flatMap((product) =>
    product.image && (!term || product.name.toLowerCase().includes(term))
      ? [
          {
            productId: product.id,
            productName: product.name,
            src: product.image.original,
            alt: product.image.altText || product.name,
          },
        ]
      : [],
  );
}
