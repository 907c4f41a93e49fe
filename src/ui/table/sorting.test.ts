import { describe, expect, it } from 'vitest';
import { ariaSort, compareSortValues, nextSort, sortRows, type SortState } from './sorting';

describe('nextSort', () => {
  it('sorts a new column ascending, then flips it on each activation', () => {
    const first = nextSort(null, 'title');
    expect(first).toStrictEqual({ column: 'title', direction: 'ascending' });
    const second = nextSort(first, 'title');
    expect(second).toStrictEqual({ column: 'title', direction: 'descending' });
    expect(nextSort(second, 'title')).toStrictEqual({ column: 'title', direction: 'ascending' });
  });

  it('starts ascending when another column was sorting', () => {
    expect(nextSort({ column: 'title', direction: 'descending' }, 'edited')).toStrictEqual({
      column: 'edited',
      direction: 'ascending',
    });
  });
});

describe('ariaSort', () => {
  const sort: SortState = { column: 'title', direction: 'descending' };
  it('gives the direction on the sorting column and none on the others', () => {
    expect(ariaSort(sort, 'title')).toBe('descending');
    expect(ariaSort(sort, 'url')).toBe('none');
    expect(ariaSort(null, 'title')).toBe('none');
  });
});

describe('compareSortValues', () => {
  it('orders text by locale with numbers in their natural order', () => {
    expect(compareSortValues('Page 2', 'Page 10')).toBeLessThan(0);
    expect(compareSortValues('about', 'About')).toBe(0);
  });

  it('orders numbers and dates by value', () => {
    expect(compareSortValues(3, 20)).toBeLessThan(0);
    expect(compareSortValues(new Date('2026-02-01'), new Date('2026-01-01'))).toBeGreaterThan(0);
  });

  it('puts empty values last', () => {
    expect(compareSortValues(null, 'a')).toBe(1);
    expect(compareSortValues('a', undefined)).toBe(-1);
    expect(compareSortValues('', null)).toBe(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { title: 'Winter sale', edited: '2026-11-24T17:55:00Z' },
    { title: 'About us', edited: '2026-10-02T15:03:00Z' },
    { title: 'Home', edited: null },
    { title: 'about us', edited: '2026-11-20T09:41:00Z' },
  ];
  const valueOf = (row: (typeof rows)[number], column: string) =>
    column === 'title' ? row.title : row.edited;
  const titles = (list: readonly (typeof rows)[number][]) => list.map((row) => row.title);

  it('keeps the incoming order (the same array) when nothing sorts', () => {
    expect(sortRows(rows, null, valueOf)).toBe(rows);
  });

  it('sorts ascending and descending, equal rows in their incoming order', () => {
    expect(titles(sortRows(rows, { column: 'title', direction: 'ascending' }, valueOf))).toEqual([
      'About us',
      'about us',
      'Home',
      'Winter sale',
    ]);
    expect(titles(sortRows(rows, { column: 'title', direction: 'descending' }, valueOf))).toEqual([
      'Winter sale',
      'Home',
      'About us',
      'about us',
    ]);
  });

  it('keeps rows without a value last in both directions', () => {
    const ascending = sortRows(rows, { column: 'edited', direction: 'ascending' }, valueOf);
    const descending = sortRows(rows, { column: 'edited', direction: 'descending' }, valueOf);
    expect(titles(ascending)).toEqual(['About us', 'about us', 'Winter sale', 'Home']);
    expect(titles(descending)).toEqual(['Winter sale', 'about us', 'About us', 'Home']);
  });

  it('does not change the rows it was given', () => {
    const copy = [...rows];
    sortRows(rows, { column: 'title', direction: 'ascending' }, valueOf);
    expect(rows).toStrictEqual(copy);
  });
});
