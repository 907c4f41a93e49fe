import { describe, expect, it } from 'vitest';
import { dragAnnouncements } from './announcements';

const names = {
  dragged: (data: { kind: string; blockType?: string; type?: string }) => (data.kind === 'palette' ? `new ${data.blockType}` : `Text block`),
  container: (parentId: string | null) => (parentId ? 'Row' : 'the page'),
  block: () => 'Button',
};
// Announcements receive dnd-kit's active/over objects; only their data matters here.
const active = { id: 'a', data: { current: { kind: 'block', id: 'a', parentId: null, index: 0, type: 'textBlock' } } };
const overBlock = { id: 'b', data: { current: { kind: 'block', id: 'b', parentId: 'row', index: 1, width: 6, ancestors: ['row'] } } };
const overEnd = { id: 'container:root', data: { current: { kind: 'container', parentId: null, count: 3, ancestors: [] } } };

describe('dragAnnouncements', () => {
  const a = dragAnnouncements(names as never);
  it('announces pick-up, position, drop and cancel', () => {
    expect(a.onDragStart({ active } as never)).toBe('Picked up Text block.');
    expect(a.onDragOver({ active, over: overBlock } as never)).toBe('Text block is over Button, position 2 of Row.');
    expect(a.onDragEnd({ active, over: overEnd } as never)).toBe('Text block was dropped at the end of the page.');
    expect(a.onDragCancel({ active } as never)).toBe('Dragging was cancelled. Text block was returned to its place.');
  });
  it('says so when a drag ends over nothing', () => {
    expect(a.onDragEnd({ active, over: null } as never)).toBe('Text block was not dropped.');
  });
});
