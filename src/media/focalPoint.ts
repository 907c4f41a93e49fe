/**
 * The focal point of an image (the spot crops keep in view), as fractions of its width
 * and height from 0 to 1, as the storefront spec has it. The seller sets it by clicking
 * the picture or, from the keyboard, by moving it with the arrow keys.
 */
export interface FocalPoint {
  focalX: number;
  focalY: number;
}

/** One arrow press moves the point 5% of the picture; with Shift, 1% for fine work. */
export const FOCAL_STEP = 0.05;
export const FOCAL_FINE_STEP = 0.01;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** Two decimals: a percent is finer than a seller can click. */
const round = (value: number) => Math.round(value * 100) / 100;

/** The point clicked on a picture drawn in `box` (its bounding rectangle on screen). */
export function focalPointAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return { focalX: 0.5, focalY: 0.5 };
  return {
    focalX: round(clamp((clientX - box.left) / box.width)),
    focalY: round(clamp((clientY - box.top) / box.height)),
  };
}

/** The point an arrow key moves to, kept on the picture; null for any other key. */
export function nudgeFocalPoint(point: FocalPoint, key: string, fine = false): FocalPoint | null {
  const step = fine ? FOCAL_FINE_STEP : FOCAL_STEP;
  const move = (dx: number, dy: number) => ({
    focalX: round(clamp(point.focalX + dx)),
    focalY: round(clamp(point.focalY + dy)),
  });
  switch (key) {
    case 'ArrowLeft':
      return move(-step, 0);
    case 'ArrowRight':
      return move(step, 0);
    case 'ArrowUp':
      return move(0, -step);
    case 'ArrowDown':
      return move(0, step);
    case 'Home':
      return { focalX: 0.5, focalY: 0.5 };
    default:
      return null;
  }
}

/** How a screen reader hears the point: "42% across, 10% down". */
export const focalPointText = ({ focalX, focalY }: FocalPoint) =>
  `${Math.round(focalX * 100)}% across, ${Math.round(focalY * 100)}% down`;
