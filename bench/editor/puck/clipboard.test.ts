import type { Data } from '@measured/puck';
import { describe, expect, it } from 'vitest';
import { copyItem, findItem, pasteItem, ROOT_ZONE } from './clipboard';

const data: Data = {
  root: { props: {} },
  content: [
    { type: 'Text', props: { id: 'a', html: '<p>A</p>' } },
    { type: 'Row', props: { id: 'row' } },
  ],
  zones: {
    'row:items': [
      { type: 'Row', props: { id: 'inner' } },
      { type: 'Button', props: { id: 'b', text: 'Go' } },
    ],
    'inner:items': [{ type: 'Quote', props: { id: 'q', quote: 'Soft.' } }],
  },
};

const counter = () => {
  let n = 0;
  return () => `new-${(n += 1)}`;
};

describe('findItem', () => {
  it('finds a component in the page or in a DropZone, or answers null', () => {
    expect([findItem(data, 'row'), findItem(data, 'q'), findItem(data, 'nope')]).toStrictEqual([
      { zone: ROOT_ZONE, index: 1 },
      { zone: 'inner:items', index: 0 },
      null,
    ]);
  });
});

describe('copyItem and pasteItem', () => {
  it('copies a row with the zones of everything inside it', () => {
    expect(copyItem(data, 'row')).toStrictEqual({
      item: data.content[1],
      zones: { 'row:items': data.zones!['row:items'], 'inner:items': data.zones!['inner:items'] },
    });
    expect(copyItem(data, 'nope')).toBeNull();
  });

  it('pastes a copy after the original with new ids all the way down, leaving the original as it was', () => {
    const pasted = pasteItem(
      data,
      copyItem(data, 'row')!,
      { zone: ROOT_ZONE, index: 2 },
      counter(),
    );
    expect(pasted.content.map((item) => item.props.id)).toStrictEqual(['a', 'row', 'new-1']);
    expect(pasted.zones).toStrictEqual({
      ...data.zones,
      'new-1:items': [
        { type: 'Row', props: { id: 'new-2' } },
        { type: 'Button', props: { id: 'new-4', text: 'Go' } },
      ],
      'new-2:items': [{ type: 'Quote', props: { id: 'new-3', quote: 'Soft.' } }],
    });
  });

  it('pastes into a DropZone at the given index', () => {
    const pasted = pasteItem(
      data,
      copyItem(data, 'a')!,
      { zone: 'row:items', index: 1 },
      counter(),
    );
    expect(pasted.zones!['row:items']!.map((item) => item.props.id)).toStrictEqual([
      'inner',
      'new-1',
      'b',
    ]);
    expect(pasted.content).toBe(data.content);
  });
});
