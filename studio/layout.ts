import type { BaseProduct, PrintArea } from '../src/studio';

/**
 * Where things sit on the studio canvas: the garment fills the canvas width, so one scale
 * (pixels per millimetre) draws every print area to its real size on it. Areas are
 * centred horizontally; sleeves and stickers sit a little higher than a chest print.
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

export function areaRect(product: BaseProduct, area: PrintArea): AreaRect {
  const scale = (CANVAS_WIDTH * 0.9) / product.garmentWidthMm;
  const width = area.widthMm * scale;
  const height = area.heightMm * scale;
  const top = area.name === 'front' || area.name === 'back' ? 0.22 : 0.12;
  const y = Math.min(CANVAS_HEIGHT * top, CANVAS_HEIGHT - height - 10);
  return { x: (CANVAS_WIDTH - width) / 2, y: Math.max(10, y), width, height, scale };
}
