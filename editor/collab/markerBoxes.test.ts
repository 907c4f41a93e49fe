import { describe, expect, it } from 'vitest';
import { markerBoxes, markerLabel } from './markerBoxes';

describe('markerBoxes', () => {
  it('places each marked block’s outline over its frame, relative to the scrolled container', () => {
    const markers = new Map([
      [
        'b1',
        [
          { name: 'Ada', colour: '#d6336c', editing: null },
          { name: 'Ben', colour: '#1c7ed6', editing: 'title' },
        ],
      ],
      ['gone', [{ name: 'Cy', colour: '#2b8a3e', editing: null }]],
    ]);
    const frames: Record<string, { top: number; left: number; width: number; height: number }> = {
      b1: { top: 150, left: 40, width: 300, height: 80 },
    };
    const boxes = markerBoxes(markers, (id) => frames[id] ?? null, {
      top: 100,
      left: 20,
      width: 800,
      height: 600,
      scrollTop: 30,
      scrollLeft: 0,
    });
    expect(boxes).toStrictEqual([
      {
        blockId: 'b1',
        top: 80,
        left: 20,
        width: 300,
        height: 80,
        colour: '#d6336c',
        tags: [
          { label: 'Ada', colour: '#d6336c' },
          { label: 'Ben · Title', colour: '#1c7ed6' },
        ],
      },
    ]);
  });

  it('names the field being edited, the rich text as Text', () => {
    expect(markerLabel({ name: 'Ada', colour: '#000000', editing: 'html' })).toBe('Ada · Text');
    expect(markerLabel({ name: 'Ada', colour: '#000000', editing: 'backgroundColour' })).toBe(
      'Ada · Background Colour',
    );
  });
});
