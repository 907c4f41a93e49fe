import type { StudioElement } from './design';

/**
 * Two-finger gestures on a phone: the pinch scales the selected element by how far the
 * fingers spread, turns it by how far the line between them turns, and moves it with
 * their midpoint. Points are in the canvas's pixels; the element is in millimetres.
 */
export interface Point {
  x: number;
  y: number;
}
export type TwoFingers = readonly [Point, Point];

export interface Pinch {
  /** Distance now over distance at the start (1: unchanged). */
  scale: number;
  /** Degrees the finger line turned, clockwise on screen, in (-180, 180]. */
  rotation: number;
  /** How far the midpoint moved, in pixels. */
  dx: number;
  dy: number;
}

/** The smallest and largest scale one gesture may make, so a slip never loses an element. */
export const PINCH_SCALE_MIN = 0.1;
export const PINCH_SCALE_MAX = 10;
/** Fingers closer than this (px) at the start give no scale: the ratio would jump. */
export const PINCH_MIN_SPAN = 8;

const span = ([a, b]: TwoFingers) => Math.hypot(b.x - a.x, b.y - a.y);
const angle = ([a, b]: TwoFingers) => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
const mid = ([a, b]: TwoFingers): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export function pinchBetween(start: TwoFingers, now: TwoFingers): Pinch {
  const from = span(start);
  const ratio = from < PINCH_MIN_SPAN ? 1 : span(now) / from;
  let rotation = angle(now) - angle(start);
  if (rotation > 180) rotation -= 360;
  if (rotation <= -180) rotation += 360;
  const a = mid(start);
  const b = mid(now);
  return {
    scale: Math.min(PINCH_SCALE_MAX, Math.max(PINCH_SCALE_MIN, ratio)),
    rotation,
    dx: b.x - a.x,
    dy: b.y - a.y,
  };
}

/** The element as it was when the gesture began, after `pinch` (`pixelsPerMm` of the canvas). */
export function pinchedElement(
  element: StudioElement,
  pinch: Pinch,
  pixelsPerMm: number,
): Partial<StudioElement> {
  const patch = {
    x: element.x + pinch.dx / pixelsPerMm,
    y: element.y + pinch.dy / pixelsPerMm,
    width: element.width * pinch.scale,
    height: element.height * pinch.scale,
    rotation: Math.round((element.rotation + pinch.rotation) * 10) / 10,
  };
  return element.kind === 'text' ? { ...patch, fontSize: element.fontSize * pinch.scale } : patch;
}
