import { describe, expect, it } from 'vitest';
import { focalPointAt, focalPointText, nudgeFocalPoint } from './focalPoint';

describe('focal point', () => {
  const box = { left: 100, top: 50, width: 200, height: 100 };

  it('is where the picture was clicked, as fractions of its size', () => {
    expect(focalPointAt(box, 150, 75)).toStrictEqual({ focalX: 0.25, focalY: 0.25 });
    expect(focalPointAt(box, 300, 150)).toStrictEqual({ focalX: 1, focalY: 1 });
  });

  it('stays on the picture when the click lands on its edge or beyond', () => {
    expect(focalPointAt(box, 90, 200)).toStrictEqual({ focalX: 0, focalY: 1 });
  });

  it('is the centre for a picture not laid out', () => {
    expect(focalPointAt({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toStrictEqual({
      focalX: 0.5,
      focalY: 0.5,
    });
  });

  it('moves 5% per arrow, 1% with Shift, and stops at the edges', () => {
    const point = { focalX: 0.5, focalY: 0.02 };
    expect(nudgeFocalPoint(point, 'ArrowRight')).toStrictEqual({ focalX: 0.55, focalY: 0.02 });
    expect(nudgeFocalPoint(point, 'ArrowLeft', true)).toStrictEqual({ focalX: 0.49, focalY: 0.02 });
    expect(nudgeFocalPoint(point, 'ArrowUp')).toStrictEqual({ focalX: 0.5, focalY: 0 });
    expect(nudgeFocalPoint(point, 'ArrowDown')).toStrictEqual({ focalX: 0.5, focalY: 0.07 });
  });

  it('goes back to the centre with Home and ignores other keys', () => {
    expect(nudgeFocalPoint({ focalX: 0.1, focalY: 0.9 }, 'Home')).toStrictEqual({
      focalX: 0.5,
      focalY: 0.5,
    });
    expect(nudgeFocalPoint({ focalX: 0.1, focalY: 0.9 }, 'Enter')).toBeNull();
  });

  it('reads as percentages', () => {
    expect(focalPointText({ focalX: 0.424, focalY: 0.1 })).toBe('42% across, 10% down');
  });
});
