import { describe, expect, it } from 'vitest';
import type { StudioElement } from './design';
import { PINCH_SCALE_MAX, pinchBetween, pinchedElement } from './pinch';

const text: StudioElement = {
  id: 't',
  kind: 'text',
  area: 'front',
  x: 100,
  y: 50,
  width: 80,
  height: 20,
  rotation: 10,
  locked: false,
  text: 'Hi',
  font: 'Lato',
  fontSize: 12,
  fill: '#000000',
  align: 'center',
  curve: 0,
};

describe('pinch gestures', () => {
  it('scales by the fingers’ spread, turns with their line and moves with their midpoint', () => {
    const pinch = pinchBetween(
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 150, y: 50 },
        { x: 150, y: 250 },
      ],
    );
    expect(pinch.scale).toBeCloseTo(2);
    expect(pinch.rotation).toBeCloseTo(90);
    expect([pinch.dx, pinch.dy]).toEqual([0, 50]);
  });

  it('turns the short way round and never scales past its limits', () => {
    const start = [
      { x: 0, y: 0 },
      { x: -100, y: 1 },
    ] as const;
    const now = [
      { x: 0, y: 0 },
      { x: -100, y: -1 },
    ] as const;
    expect(pinchBetween(start, now).rotation).toBeCloseTo(1.15, 1);
    const wide = pinchBetween(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
      [
        { x: 0, y: 0 },
        { x: 5000, y: 0 },
      ],
    );
    expect(wide.scale).toBe(PINCH_SCALE_MAX);
    // Fingers landing on one spot give no scale (the ratio would jump).
    const touching = [
      { x: 5, y: 5 },
      { x: 6, y: 5 },
    ] as const;
    expect(pinchBetween(touching, now).scale).toBe(1);
  });

  it('applies a pinch to the element it started on, text size with it', () => {
    const patch = pinchedElement(text, { scale: 1.5, rotation: 20, dx: 40, dy: -20 }, 2);
    expect(patch).toEqual({ x: 120, y: 40, width: 120, height: 30, rotation: 30, fontSize: 18 });
  });
});
