/**
 * The base products a seller makes products from: the blank garments and prints the
 * factory stocks, with what each costs us to make (the seller's price must be above it)
 * and the colours and sizes it comes in. Money is in pounds, like product prices.
 */
export interface BaseColour {
  name: string;
  hex: string;
}

export interface BaseProduct {
  sku: string;
  /** The product type the storefront groups by. */
  type: string;
  name: string;
  baseCost: number;
  colours: readonly BaseColour[];
  sizes: readonly string[];
}

export const BASE_PRODUCTS: readonly BaseProduct[] = [
  {
    sku: 'BASE-TSHIRT',
    type: 't-shirt',
    name: 'T-Shirt',
    baseCost: 9.5,
    colours: [
      { name: 'Black', hex: '#1f1f1f' },
      { name: 'White', hex: '#f4f4f0' },
      { name: 'Heather Grey', hex: '#9ea3a8' },
      { name: 'Navy', hex: '#1d2b4f' },
    ],
    sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
  },
  {
    sku: 'BASE-HOODIE',
    type: 'hoodie',
    name: 'Hoodie',
    baseCost: 21,
    colours: [
      { name: 'Navy', hex: '#1d2b4f' },
      { name: 'Forest Green', hex: '#234d36' },
      { name: 'Black', hex: '#1f1f1f' },
    ],
    sizes: ['S', 'M', 'L', 'XL', '2XL'],
  },
  {
    sku: 'BASE-SWEATER',
    type: 'sweater',
    name: 'Sweater',
    baseCost: 18,
    colours: [
      { name: 'Oatmeal', hex: '#d8ccb4' },
      { name: 'Burgundy', hex: '#6b1f2a' },
    ],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    sku: 'BASE-TOTE',
    type: 'tote-bag',
    name: 'Tote Bag',
    baseCost: 6,
    colours: [
      { name: 'Natural', hex: '#efe6d2' },
      { name: 'Black', hex: '#1f1f1f' },
    ],
    sizes: ['One Size'],
  },
  {
    sku: 'BASE-PRINT',
    type: 'art-print',
    name: 'Art Print',
    baseCost: 7,
    colours: [{ name: 'Matte White', hex: '#fbfbf8' }],
    sizes: ['A4', 'A3', 'A2'],
  },
  {
    sku: 'BASE-STICKER',
    type: 'sticker',
    name: 'Sticker',
    baseCost: 1.2,
    colours: [{ name: 'Vinyl', hex: '#ffffff' }],
    sizes: ['7.5cm', '10cm'],
  },
];

export const BASE_PRODUCT_SKUS = BASE_PRODUCTS.map((base) => base.sku) as [string, ...string[]];

export function findBaseProduct(sku: string): BaseProduct | null {
  return BASE_PRODUCTS.find((base) => base.sku === sku) ?? null;
}
