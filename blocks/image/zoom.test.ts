import { describe, expect, it } from 'vitest';
import { initialZoom, zoomReducer, type ZoomEvent, type ZoomState } from './zoom';

const run = (events: ZoomEvent[], from: ZoomState = initialZoom) =>
  events.reduce(zoomReducer, from);

describe('image zoom', () => {
  it('starts normal and a click toggles zoomed and back', () => {
    expect(initialZoom.mode).toBe('normal');
    const zoomed = run([{ type: 'click' }]);
    expect(zoomed).toMatchObject({ mode: 'zoomed', scale: 2 });
    expect(run([{ type: 'click' }], zoomed)).toMatchObject({ mode: 'normal', scale: 1 });
  });

  it('pans to the pointer while zoomed', () => {
    expect(run([{ type: 'click' }, { type: 'move', x: 0.25, y: 0.8 }])).toMatchObject({
      originX: 25,
      originY: 80,
    });
    expect(run([{ type: 'click' }, { type: 'move', x: 1.4, y: -0.2 }])).toMatchObject({
      originX: 100,
      originY: 0,
    });
  });

  it('does not pan a normal image', () => {
    expect(run([{ type: 'move', x: 0.1, y: 0.1 }])).toBe(initialZoom);
  });

  it('changes the scale by 0.1 per wheel step, within 1 to 2', () => {
    const zoomed = run([{ type: 'click' }]);
    const out = run(
      Array.from({ length: 3 }, () => ({ type: 'wheel' as const, deltaY: 100 })),
      zoomed,
    );
    expect(out).toMatchObject({ mode: 'zoomed', scale: 1.7 });
    const back = run([{ type: 'wheel', deltaY: -100 }], out);
    expect(back.scale).toBe(1.8);
    expect(run([{ type: 'wheel', deltaY: -100 }], zoomed).scale).toBe(2);
  });

  it('returns to normal when the wheel brings the scale down to 1', () => {
    const zoomed = run([{ type: 'click' }]);
    const out = run(
      Array.from({ length: 10 }, () => ({ type: 'wheel' as const, deltaY: 50 })),
      zoomed,
    );
    expect(out).toMatchObject({ mode: 'normal', scale: 1 });
  });

  it('leaves the wheel to the page while normal', () => {
    expect(run([{ type: 'wheel', deltaY: -100 }])).toBe(initialZoom);
  });

  it('unzooms when the pointer leaves', () => {
    expect(run([{ type: 'click' }, { type: 'leave' }])).toMatchObject({ mode: 'normal', scale: 1 });
  });
});
