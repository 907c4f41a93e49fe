import { describe, expect, it } from 'vitest';
import { sortByOrder } from './sortByOrder';

describe('sortByOrder', () => {
  it('sorts ascending with Infinity last', () => {
    const items = [
      { id: 'quote', order: Infinity },
      { id: 'banner', order: 2 },
      { id: 'text', order: 0 },
      { id: 'button', order: 1 },
    ];
    expect(sortByOrder(items).map((item) => item.id)).toStrictEqual([
      'text',
      'button',
      'banner',
      'quote',
    ]);
  });

  it('keeps the original sequence of equal orders, Infinity included', () => {
    const items = [
      { id: 'a', order: Infinity },
      { id: 'b', order: 1 },
      { id: 'c', order: Infinity },
      { id: 'd', order: 1 },
    ];
    expect(sortByOrder(items).map((item) => item.id)).toStrictEqual(['b', 'd', 'a', 'c']);
  });

  it('leaves its input as it was', () => {
    const items = [{ order: 2 }, { order: 1 }];
    sortByOrder(items);
    expect(items).toStrictEqual([{ order: 2 }, { order: 1 }]);
  });
});
