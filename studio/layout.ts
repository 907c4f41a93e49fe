import { fitPrint, garmentBounds, GARMENTS, isGarmentKind, MOCKUP_SIZE } from '../src/mockups';
import type { BaseProduct, PrintArea } from '../src/designs';

/**
 * Where things sit on the studio canvas. A garment's front and back are drawn on the
 * garment itself (the picture the order mockup is made from, src/mockups), with the print
 * area where the mockup puts the print: the area's shape fitted into the picture's print
 * box, centred and top-aligned, exactly as the server fits the print file. The picture
 * is scaled so the whole garment fits the canvas, collar to hem (a closer zoom cut the
 * hem off and hid where the print sits on the body).
 * Sleeves, prints and stickers are drawn as a swatch of the product's colour, with one
 * scale (pixels per millimetre) across the product's width.
 */
export const CANVAS_WIDTH = 480;
export const CANVAS_HEIGHT = 560;

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
  const bounds = garmentBounds(product.kind);
  if (!bounds) return null;
  const zoom = Math.min(CANVAS_WIDTH / bounds.width, CANVAS_HEIGHT / bounds.height);
  const width = fitted.width * zoom;
  const height = fitted.height * zoom;
  // The picture placed so the garment's box is centred on the canvas; the area on it.
  const size = MOCKUP_SIZE * zoom;
  const placement = {
    x: (CANVAS_WIDTH - bounds.width * zoom) / 2 - bounds.x * zoom,
    y: (CANVAS_HEIGHT - bounds.height * zoom) / 2 - bounds.y * zoom,
    size,
  };
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
