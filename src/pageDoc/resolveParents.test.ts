import { describe, expect, it } from 'vitest';
import { resolveParents } from './resolveParents';

const resolve = (entries: [string, string | null][]) =>
  Object.fromEntries(resolveParents(new Map(entries)));

describe('resolveParents', () => {
  it('keeps a tree as it is', () => {
    expect(
      resolve([
        ['row', null],
        ['text', 'row'],
        ['button', 'row'],
      ]),
    ).toStrictEqual({
      row: null,
      text: 'row',
      button: 'row',
    });
  });

  it('lifts the smallest id of a two-block cycle to the top level', () => {
    expect(
      resolve([
        ['b', 'a'],
        ['a', 'b'],
      ]),
    ).toStrictEqual({ a: null, b: 'a' });
  });

  it('lifts the smallest id of a longer cycle, whichever block the walk starts from', () => {
    const cycle: [string, string | null][] = [
      ['c', 'd'],
      ['d', 'b'],
      ['b', 'c'],
      ['x', 'c'],
    ];
    const expected = { b: null, c: 'd', d: 'b', x: 'c' };
    expect(resolve(cycle)).toStrictEqual(expected);
    expect(resolve([...cycle].reverse())).toStrictEqual(expected);
  });

  it('lifts a block that names itself as parent', () => {
    expect(
      resolve([
        ['a', 'a'],
        ['b', 'a'],
      ]),
    ).toStrictEqual({ a: null, b: 'a' });
  });

  it('shows a block whose parent is missing at the top level', () => {
    expect(
      resolve([
        ['a', 'ghost'],
        ['b', 'a'],
      ]),
    ).toStrictEqual({ a: null, b: 'a' });
  });

  it('breaks two separate cycles independently', () => {
    expect(
      resolve([
        ['p', 'q'],
        ['q', 'p'],
        ['y', 'z'],
        ['z', 'y'],
      ]),
    ).toStrictEqual({
      p: null,
      q: 'p',
      y: null,
      z: 'y',
    });
  });
});
