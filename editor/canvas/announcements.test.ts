import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './announcements';
import type { DragData, DropData } from './dropTarget';

const names = {
  dragged: (data: DragData) => (data.kind === 'palette' ? `new ${data.blockType}` : 'Text block'),
  container: (parentId: string | null) => (parentId ? 'Row' : 'the page'),
  block: () => 'Button',
};
const drag: DragData = { kind: 'block', id: 'a', parentId: null, index: 0, type: 'textBlock' };
const overBlock: DropData = {
  kind: 'block',
  id: 'b',
  parentId: 'row',
  index: 1,
  width: 6,
  ancestors: ['row'],
};
const overEnd: DropData = { kind: 'container', parentId: null, count: 3, ancestors: [] };

describe('dragAnnouncements', () => {
  const a = dragAnnouncements(names);
  it('announces pick-up, position, drop and cancel', () => {
    expect(a.pickedUp(drag)).toBe('Picked up Text block.');
    expect(a.over(drag, overBlock)).toBe('Text block is over Button, position 2 of Row.');
    expect(a.dropped(drag, overEnd)).toBe('Text block was dropped at the end of the page.');
    expect(a.cancelled(drag)).toBe('Dragging was cancelled. Text block was returned to its place.');
  });
  it('says so when a drag ends over nothing', () => {
    expect(a.dropped(drag, null)).toBe('Text block was not dropped.');
  });
});
