import { fitPrint, GARMENTS, isGarmentKind, MOCKUP_SIZE } from '../src/mockups';
import type { BaseProduct, PrintArea } from '../src/designs';

/**
 * Where things sit on the studio canvas. A garment's front and back are drawn on the
 * garment itself (the picture the order mockup is made from, src/mockups), with the print
 * area where the mockup puts the print: the area's shape fitted into the picture's print
 * box, centred and top-aligned, exactly as the server fits the print file. The picture
 * is scaled so the area is large enough to work in, and may be cropped at the sides.
 * Sleeves, prints and stickers are drawn as a swatch of the product's colour, with one
 * scale (pixels per millimetre) across the product's width.
 */
export const CANVAS_WIDTH = 480;
export const CANVAS_HEIGHT = 560;
/** The largest a garment's print area is drawn on the canvas (pixels). */
const AREA_MAX = { width: 210, height: 280 } as const;

export interface AreaRect {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}

/** Where the garment picture is drawn (its top-left corner and its square size). */
export interface GarmentPlacement {
  x: number;
  y: number;
  size: number;
}

interface GarmentView {
  placement: GarmentPlacement;
  rect: AreaRect;
}

function garmentView(product: BaseProduct, area: PrintArea): GarmentView | null {
  if (area.name !== 'front' && area.name !== 'back') return null;
  if (!isGarmentKind(product.kind) || !GARMENTS[product.kind].fabric) return null;
  const fitted = fitPrint(GARMENTS[product.kind].print, area.widthMm, area.heightMm);
  const zoom = Math.min(AREA_MAX.width / fitted.width, AREA_MAX.height / fitted.height);
  const width = fitted.width * zoom;
  const height = fitted.height * zoom;
  // The picture centred on the canvas (a little low, so the neckline shows); the area on it.
  const size = MOCKUP_SIZE * zoom;
  const placement = { x: (CANVAS_WIDTH - size) / 2, y: (CANVAS_HEIGHT - size) / 2 + 10, size };
  return {
    placement,
    rect: {
      x: placement.x + fitted.x * zoom,
      y: placement.y + fitted.y * zoom,
      width,
      height,
      scale: width / area.widthMm,
    },
  };
}

/** Where the garment picture goes for this area, or null to draw a colour swatch. */
export function garmentPlacement(product: BaseProduct, area: PrintArea): GarmentPlacement | null {
  return garmentView(product, area)?.placement ?? null;
}

export function areaRect(product: BaseProduct, area: PrintArea): AreaRect {
  const view = garmentView(product, area);
  if (view) return view.rect;
  const scale = (CANVAS_WIDTH * 0.9) / product.garmentWidthMm;
  const width = area.widthMm * scale;
  const height = area.heightMm * scale;
  const top = 0.12;
  const y = Math.min(CANVAS_HEIGHT * top, CANVAS_HEIGHT - height - 10);
  return { x: (CANVAS_WIDTH - width) / 2, y: Math.max(10, y), width, height, scale };
}
