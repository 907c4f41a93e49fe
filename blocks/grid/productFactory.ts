import { productSummarySchema, type ProductSummary } from '../../src/model';
import type { GeneratedItem, ItemFactoryDefinition } from '../../src/registry';
import { listResponse } from '../../src/registry';

/** How many products a factory grid shows. */
export const FACTORY_PRODUCT_LIMIT = 8;

/** One product card (a pod) from a product: title, picture, price and a link to it. */
export function productCard(product: ProductSummary): GeneratedItem {
  return {
    type: 'pod',
    size: { x: 3, y: 1 },
    properties: {
      template: 'v2',
      title: product.name,
      copy: '',
      href: `/product/${product.urlName}/`,
      image: product.image?.original ?? '',
      imageSrcSet: product.image?.sizes ?? {},
      price: product.price,
      salePrice: product.salePrice,
      media: product.image ? 'image' : 'none',
    },
  };
}

/**
 * The grid's `products` item factory: a grid whose itemFactory is
 * `{ factory: 'products', source: 'newIn' | 'bestsellers' }` fills itself with a product
 * card per product of the store. A seller styles a template card (a shadow item) and every
 * generated card takes its properties, keeping the product's own title, picture and price.
 */
export const productsFactory: ItemFactoryDefinition = {
  sources: {
    newIn: {
      path: (division) => `/division/${division ?? ''}/products/`,
      query: { limit: FACTORY_PRODUCT_LIMIT, sort: 'new-in', removeDuplicates: 1 },
    },
    bestsellers: {
      path: (division) => `/division/${division ?? ''}/products/`,
      query: { limit: FACTORY_PRODUCT_LIMIT, removeDuplicates: 1 },
    },
  },
  build: (data) => {
    const parsed = listResponse(productSummarySchema, 'products').safeParse(data);
    return parsed.success ? parsed.data.map(productCard) : [];
  },
};
