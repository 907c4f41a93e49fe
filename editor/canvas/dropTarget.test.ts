import { describe, expect, it } from 'vitest';
import { acceptsDrop, dropPosition, dropSide, type DragData, type DropData } from './dropTarget';

const rect = { left: 0, top: 0, width: 200, height: 100 };

describe('dropSide', () => {
  it('uses the horizontal half for blocks narrower than the row', () => {
    expect(dropSide(rect, { x: 50, y: 90 }, 6)).toBe('before');
    expect(dropSide(rect, { x: 150, y: 10 }, 6)).toBe('after');
  });
  it('uses the vertical half for full-width blocks', () => {
    expect(dropSide(rect, { x: 190, y: 10 }, 12)).toBe('before');
    expect(dropSide(rect, { x: 10, y: 90 }, 12)).toBe('after');
  });
});

describe('dropPosition', () => {
  const palette: DragData = { kind: 'palette', blockType: 'banner' };
  const second: DropData = {
    kind: 'block',
    id: 'b',
    parentId: null,
    index: 1,
    width: 12,
    ancestors: [],
  };

  it('inserts a palette block before or after the block under the pointer', () => {
    expect(dropPosition(palette, second, 'before')).toEqual({ parentId: null, index: 1 });
    expect(dropPosition(palette, second, 'after')).toEqual({ parentId: null, index: 2 });
  });
  it('appends to a container dropped on directly', () => {
    expect(
      dropPosition(
        palette,
        { kind: 'container', parentId: 'row', count: 2, ancestors: ['row'] },
        'after',
      ),
    ).toEqual({ parentId: 'row', index: 2 });
  });
  it('accounts for the dragged block leaving its place when moving down in the same container', () => {
    const first: DragData = { kind: 'block', id: 'a', parentId: null, index: 0, type: 'textBlock' };
    const third: DropData = {
      kind: 'block',
      id: 'c',
      parentId: null,
      index: 2,
      width: 12,
      ancestors: [],
    };
    expect(dropPosition(first, third, 'after')).toEqual({ parentId: null, index: 2 });
    expect(dropPosition(first, third, 'before')).toEqual({ parentId: null, index: 1 });
    expect(
      dropPosition(first, { kind: 'container', parentId: null, count: 3, ancestors: [] }, 'after'),
    ).toEqual({ parentId: null, index: 2 });
  });
  it('keeps the index when moving up or into another container', () => {
    const last: DragData = { kind: 'block', id: 'c', parentId: null, index: 2, type: 'textBlock' };
    expect(
      dropPosition(
        last,
        { kind: 'block', id: 'a', parentId: null, index: 0, width: 12, ancestors: [] },
        'before',
      ),
    ).toEqual({ parentId: null, index: 0 });
    expect(
      dropPosition(
        last,
        { kind: 'block', id: 'x', parentId: 'row', index: 0, width: 6, ancestors: ['row'] },
        'after',
      ),
    ).toEqual({ parentId: 'row', index: 1 });
  });
});

describe('acceptsDrop', () => {
  const row: DragData = { kind: 'block', id: 'row', parentId: null, index: 0, type: 'row' };
  it('refuses dropping a block onto itself or inside itself', () => {
    expect(
      acceptsDrop(row, {
        kind: 'block',
        id: 'row',
        parentId: null,
        index: 0,
        width: 12,
        ancestors: [],
      }),
    ).toBe(false);
    expect(
      acceptsDrop(row, { kind: 'container', parentId: 'row', count: 1, ancestors: ['row'] }),
    ).toBe(false);
    expect(
      acceptsDrop(row, {
        kind: 'block',
        id: 'x',
        parentId: 'inner',
        index: 0,
        width: 6,
        ancestors: ['row', 'inner'],
      }),
    ).toBe(false);
  });
  it('accepts other targets and anything from the palette', () => {
    expect(
      acceptsDrop(row, {
        kind: 'block',
        id: 'y',
        parentId: null,
        index: 1,
        width: 12,
        ancestors: [],
      }),
    ).toBe(true);
    expect(
      acceptsDrop(
        { kind: 'palette', blockType: 'row' },
        { kind: 'container', parentId: 'row', count: 0, ancestors: ['row'] },
      ),
    ).toBe(true);
  });
});
