import { GARMENTS, type GarmentKind, type PrintBox } from './garments';

/**
 * The box a garment's drawing occupies on the 800 × 800 mockup: its outline's points
 * (every body path is absolute x,y pairs) grown by a margin for what the outline leaves
 * out (a hood's inside, collar ribbing, a hem's folds). The studio fits this box on its
 * canvas so the whole garment, hem included, shows.
 */
export const GARMENT_MARGIN = 48;

export function garmentBounds(kind: GarmentKind): PrintBox | null {
  const numbers = (GARMENTS[kind].body.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  if (numbers.length < 4) return null;
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  const x = Math.min(...xs) - GARMENT_MARGIN;
  const y = Math.min(...ys) - GARMENT_MARGIN;
  return {
    x,
    y,
    width: Math.max(...xs) + GARMENT_MARGIN - x,
    height: Math.max(...ys) + GARMENT_MARGIN - y,
  };
}
