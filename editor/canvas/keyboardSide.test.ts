import { describe, expect, it } from 'vitest';
import { dropPosition, type DragData, type DropData } from './dropTarget';
import { keyboardSide } from './keyboardSide';

const block = (index: number, parentId: string | null = null): DropData => ({
  kind: 'block',
  id: `b${index}`,
  parentId,
  index,
  width: 12,
  ancestors: [],
});
const dragging = (index: number): DragData => ({
  kind: 'block',
  id: `b${index}`,
  parentId: null,
  index,
  type: 'textBlock',
});

describe('keyboardSide', () => {
  it('moves one step down when stepping onto the next block', () => {
    const over = block(1);
    expect(dropPosition(dragging(0), over, keyboardSide(dragging(0), over))).toEqual({
      parentId: null,
      index: 1,
    });
  });
  it('moves one step up when stepping onto the previous block', () => {
    const over = block(1);
    expect(dropPosition(dragging(2), over, keyboardSide(dragging(2), over))).toEqual({
      parentId: null,
      index: 1,
    });
  });
  it('goes before the block it lands on in another container', () => {
    expect(keyboardSide(dragging(0), block(0, 'row'))).toBe('before');
  });
});
