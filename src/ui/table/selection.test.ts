import { describe, expect, it } from 'vitest';
import {
  headerCheckState,
  keepExisting,
  selectionStatus,
  toggleAllRows,
  toggleRow,
} from './selection';

const keys = ['1', '2', '3'];

describe('toggleRow', () => {
  it('selects an unselected row and unselects a selected one, in a new set', () => {
    const none = new Set<string>();
    const one = toggleRow(none, '2');
    expect([...one]).toEqual(['2']);
    expect(none.size).toBe(0);
    expect([...toggleRow(one, '2')]).toEqual([]);
  });
});

describe('headerCheckState', () => {
  it('is none, some or all of the rows on screen', () => {
    expect(headerCheckState(new Set(), keys)).toBe('none');
    expect(headerCheckState(new Set(['1']), keys)).toBe('some');
    expect(headerCheckState(new Set(keys), keys)).toBe('all');
    expect(headerCheckState(new Set(['9']), keys)).toBe('none');
  });

  it('is none for an empty table', () => {
    expect(headerCheckState(new Set(['1']), [])).toBe('none');
  });
});

describe('toggleAllRows', () => {
  it('selects every row from none or some', () => {
    expect([...toggleAllRows(new Set(), keys)].sort()).toEqual(keys);
    expect([...toggleAllRows(new Set(['2']), keys)].sort()).toEqual(keys);
  });

  it('clears the rows on screen when all were selected, keeping rows off screen', () => {
    expect([...toggleAllRows(new Set([...keys, '9']), keys)]).toEqual(['9']);
  });
});

describe('keepExisting', () => {
  it('drops keys of rows that are gone', () => {
    expect([...keepExisting(new Set(['1', '9']), keys)]).toEqual(['1']);
  });

  it('returns the same set when nothing is gone, so state does not change', () => {
    const selection = new Set(['1', '3']);
    expect(keepExisting(selection, keys)).toBe(selection);
  });
});

describe('selectionStatus', () => {
  it('says how many rows are selected', () => {
    expect(selectionStatus(0)).toBe('0 selected');
    expect(selectionStatus(3)).toBe('3 selected');
  });
});
