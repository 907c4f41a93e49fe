/**
 * Where the design sits on the mockup photo, in percent of the mockup's width and height,
 * so it scales with the image at every screen size. The design keeps its own aspect
 * ratio (its height follows its width) and is kept inside the mockup.
 */
export interface PrintArea {
  /** Left edge, % of the mockup width. */
  x: number;
  /** Top edge, % of the mockup height. */
  y: number;
  /** Design width, % of the mockup width. */
  width: number;
}

export const MIN_DESIGN_WIDTH = 5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function placeDesign(area: PrintArea): PrintArea {
  const width = clamp(area.width, MIN_DESIGN_WIDTH, 100);
  return { x: clamp(area.x, 0, 100 - width), y: clamp(area.y, 0, 100), width };
}

/** Inline CSS for the design layer. */
export function designStyle(area: PrintArea): { left: string; top: string; width: string } {
  const placed = placeDesign(area);
  return { left: `${placed.x}%`, top: `${placed.y}%`, width: `${placed.width}%` };
}
