/**
 * The products a shopper can design in the studio, with their print areas in millimetres.
 * Areas are placed on the garment drawing by `left`/`top` (fractions of the drawing), so
 * the canvas draws them to scale and the print renderer knows their real size.
 */
export type PrintAreaName = 'front' | 'back' | 'left' | 'right' | 'print';

export interface PrintArea {
  name: PrintAreaName;
  label: string;
  widthMm: number;
  heightMm: number;
}

export interface StudioColour {
  name: string;
  hex: string;
}

export interface BaseProduct {
  /** The catalogue's product type (server/seed/catalogue.ts ProductKind). */
  kind: string;
  label: string;
  price: number;
  /** The garment drawing's real width, so areas are drawn to scale on it. */
  garmentWidthMm: number;
  colours: StudioColour[];
  sizes: string[];
  areas: PrintArea[];
}

const sleeves: PrintArea[] = [
  { name: 'left', label: 'Left sleeve', widthMm: 80, heightMm: 100 },
  { name: 'right', label: 'Right sleeve', widthMm: 80, heightMm: 100 },
];

export const BASE_PRODUCTS: readonly BaseProduct[] = [
  {
    kind: 't-shirt',
    label: 'T-Shirt',
    price: 25,
    garmentWidthMm: 560,
    colours: [
      { name: 'Black', hex: '#1f1f1f' },
      { name: 'White', hex: '#f4f4f0' },
      { name: 'Heather Grey', hex: '#9ea3a8' },
    ],
    sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
    areas: [
      { name: 'front', label: 'Front', widthMm: 300, heightMm: 400 },
      { name: 'back', label: 'Back', widthMm: 300, heightMm: 400 },
      ...sleeves,
    ],
  },
  {
    kind: 'hoodie',
    label: 'Hoodie',
    price: 45,
    garmentWidthMm: 640,
    colours: [
      { name: 'Navy', hex: '#1d2b4f' },
      { name: 'Forest Green', hex: '#234d36' },
    ],
    sizes: ['S', 'M', 'L', 'XL', '2XL'],
    areas: [
      { name: 'front', label: 'Front', widthMm: 280, heightMm: 230 },
      { name: 'back', label: 'Back', widthMm: 300, heightMm: 400 },
      ...sleeves,
    ],
  },
  {
    kind: 'sweater',
    label: 'Sweater',
    price: 40,
    garmentWidthMm: 600,
    colours: [
      { name: 'Oatmeal', hex: '#d8ccb4' },
      { name: 'Burgundy', hex: '#6b1f2a' },
    ],
    sizes: ['S', 'M', 'L', 'XL'],
    areas: [
      { name: 'front', label: 'Front', widthMm: 300, heightMm: 360 },
      { name: 'back', label: 'Back', widthMm: 300, heightMm: 400 },
      ...sleeves,
    ],
  },
  {
    kind: 'tote-bag',
    label: 'Tote Bag',
    price: 15,
    garmentWidthMm: 380,
    colours: [
      { name: 'Natural', hex: '#efe6d2' },
      { name: 'Black', hex: '#1f1f1f' },
    ],
    sizes: ['One Size'],
    areas: [
      { name: 'front', label: 'Front', widthMm: 280, heightMm: 300 },
      { name: 'back', label: 'Back', widthMm: 280, heightMm: 300 },
    ],
  },
  {
    kind: 'art-print',
    label: 'Art Print',
    price: 20,
    garmentWidthMm: 297,
    colours: [{ name: 'Matte White', hex: '#fbfbf8' }],
    sizes: ['A4', 'A3', 'A2'],
    areas: [{ name: 'print', label: 'Print', widthMm: 210, heightMm: 297 }],
  },
  {
    kind: 'sticker',
    label: 'Sticker',
    price: 4,
    garmentWidthMm: 100,
    colours: [{ name: 'Vinyl', hex: '#ffffff' }],
    sizes: ['7.5cm', '10cm'],
    areas: [{ name: 'print', label: 'Sticker', widthMm: 75, heightMm: 75 }],
  },
];

export const DEFAULT_BASE_PRODUCT = 't-shirt';

export function findBaseProduct(kind: string): BaseProduct | undefined {
  return BASE_PRODUCTS.find((product) => product.kind === kind);
}

export function findArea(product: BaseProduct, name: string): PrintArea | undefined {
  return product.areas.find((area) => area.name === name);
}
