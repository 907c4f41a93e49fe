import type { DesignName } from '../../src/mockups';

/**
 * The demo store's catalogue as data: six kinds of merchandise, each in several designs
 * and colours (at least 24 products). Pure; the seeder writes it and draws the images.
 */
export type ProductKind = 't-shirt' | 'hoodie' | 'sweater' | 'tote-bag' | 'art-print' | 'sticker';

export interface DemoColour {
  name: string;
  hex: string;
}

export interface DemoProduct {
  name: string;
  urlName: string;
  kind: ProductKind;
  design: DesignName;
  price: number;
  salePrice: number | null;
  colours: DemoColour[];
  sizes: string[];
}

export const KIND_DETAILS: Record<
  ProductKind,
  {
    label: string;
    plural: string;
    urlName: string;
    price: number;
    sizes: string[];
    colours: DemoColour[];
  }
> = {
  't-shirt': {
    label: 'T-Shirt',
    plural: 'T-Shirts',
    urlName: 't-shirts',
    price: 25,
    sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
    colours: [
      { name: 'Black', hex: '#1f1f1f' },
      { name: 'White', hex: '#f4f4f0' },
      { name: 'Heather Grey', hex: '#9ea3a8' },
    ],
  },
  hoodie: {
    label: 'Hoodie',
    plural: 'Hoodies',
    urlName: 'hoodies',
    price: 45,
    sizes: ['S', 'M', 'L', 'XL', '2XL'],
    colours: [
      { name: 'Navy', hex: '#1d2b4f' },
      { name: 'Forest Green', hex: '#234d36' },
    ],
  },
  sweater: {
    label: 'Sweater',
    plural: 'Sweaters',
    urlName: 'sweaters',
    price: 40,
    sizes: ['S', 'M', 'L', 'XL'],
    colours: [
      { name: 'Oatmeal', hex: '#d8ccb4' },
      { name: 'Burgundy', hex: '#6b1f2a' },
    ],
  },
  'tote-bag': {
    label: 'Tote Bag',
    plural: 'Tote Bags',
    urlName: 'tote-bags',
    price: 15,
    sizes: ['One Size'],
    colours: [
      { name: 'Natural', hex: '#efe6d2' },
      { name: 'Black', hex: '#1f1f1f' },
    ],
  },
  'art-print': {
    label: 'Art Print',
    plural: 'Art Prints',
    urlName: 'art-prints',
    price: 20,
    sizes: ['A4', 'A3', 'A2'],
    colours: [{ name: 'Matte White', hex: '#fbfbf8' }],
  },
  sticker: {
    label: 'Sticker',
    plural: 'Stickers',
    urlName: 'stickers',
    price: 4,
    sizes: ['7.5cm', '10cm'],
    colours: [{ name: 'Vinyl', hex: '#ffffff' }],
  },
};

/** Designs (an animal and a colour each) printed on every kind of product. */
export const DESIGNS: ReadonlyArray<{ name: DesignName; ink: string }> = [
  { name: 'Fox', ink: '#e4682a' },
  { name: 'Owl', ink: '#8a5a2b' },
  { name: 'Whale', ink: '#2a6fb0' },
  { name: 'Bee', ink: '#e8b92a' },
  { name: 'Hare', ink: '#9b7b5b' },
];

const KIND_ORDER: ProductKind[] = [
  't-shirt',
  'hoodie',
  'sweater',
  'tote-bag',
  'art-print',
  'sticker',
];

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every design on every kind: 30 products. Every fifth is on sale. */
export function demoProducts(): DemoProduct[] {
  return KIND_ORDER.flatMap((kind, kindIndex) =>
    DESIGNS.map((design, designIndex) => {
      const details = KIND_DETAILS[kind];
      const name = `${design.name} ${details.label}`;
      const onSale = (kindIndex + designIndex) % 5 === 0;
      return {
        name,
        urlName: slug(name),
        kind,
        design: design.name,
        price: details.price,
        salePrice: onSale ? Math.round(details.price * 0.8 * 100) / 100 : null,
        colours: details.colours,
        sizes: details.sizes,
      };
    }),
  );
}
