import { describe, expect, it } from 'vitest';
import { addItem, canAddItem, itemsOf, moveItem, removeItem, setItemProperty } from './listItems';

const shopNow = { text: 'Shop now', href: '/', primary: true };
const about = { text: 'About us', href: '/about/', primary: false };

describe('list items', () => {
  it('reads a stored array, anything else as empty', () => {
    expect(itemsOf([shopNow])).toEqual([shopNow]);
    expect(itemsOf('nope')).toEqual([]);
    expect(itemsOf([null])).toEqual([{}]);
  });

  it('adds a copy of the new-item defaults, up to max', () => {
    const added = addItem([], shopNow, 2);
    expect(added).toEqual([shopNow]);
    expect(added[0]).not.toBe(shopNow);
    const full = [shopNow, about];
    expect(addItem(full, shopNow, 2)).toBe(full);
    expect(canAddItem(full, 2)).toBe(false);
    expect(canAddItem(full, undefined)).toBe(true);
  });

  it('removes an item', () => {
    expect(removeItem([shopNow, about], 0)).toEqual([about]);
  });

  it('moves an item up and down, never off the ends', () => {
    const items = [shopNow, about];
    expect(moveItem(items, 1, -1)).toEqual([about, shopNow]);
    expect(moveItem(items, 0, 1)).toEqual([about, shopNow]);
    expect(moveItem(items, 0, -1)).toBe(items);
    expect(moveItem(items, 1, 1)).toBe(items);
  });

  it("changes one item's property, leaving the others as they were", () => {
    const items = [shopNow, about];
    const next = setItemProperty(items, 1, 'text', 'Our story');
    expect(next).toEqual([shopNow, { ...about, text: 'Our story' }]);
    expect(next[0]).toBe(shopNow);
    expect(setItemProperty(items, 0, 'primary', undefined)[0]).toEqual({
      text: 'Shop now',
      href: '/',
    });
  });
});
