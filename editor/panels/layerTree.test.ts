import { describe, expect, it } from 'vitest';
import { blockSummary, layerKeyAction, layerRows, plainText } from './layerTree';
import { testBlock, testRegistry } from './testing/testKit';

const registry = testRegistry();

/** A page: a promo, a row holding two text blocks (one deleted), and a hidden pseudo-item. */
const blocks = [
  testBlock({
    id: 'row',
    uid: 'row',
    type: 'row',
    order: 1,
    items: [
      testBlock({
        id: 't1',
        uid: 't1',
        type: 'textBlock',
        order: 0,
        properties: { html: '<p>Made to <b>come</b> back &amp; again</p>' },
      }),
      testBlock({ id: 't2', uid: 't2', type: 'textBlock', order: 1, flags: ['deleted'] }),
      testBlock({
        id: 't3',
        uid: 't3',
        type: 'textBlock',
        order: 2,
        properties: { published: false },
      }),
    ],
  }),
  testBlock({
    id: 'promo',
    uid: 'promo',
    type: 'promo',
    order: 0,
    properties: { title: 'Autumn sale: everything organic, everything printed on demand' },
  }),
  testBlock({ id: 'ghost', uid: 'ghost', type: '_placeholder_', order: 2 }),
];

describe('plainText and blockSummary', () => {
  it('reads rich text as plain words', () => {
    expect(plainText('<p>Made to <b>come</b> back &amp; again</p>')).toBe(
      'Made to come back & again',
    );
  });

  it('summarises a block by its first text property, shortened to 40 characters', () => {
    expect(blockSummary(blocks[1]!, registry)).toBe('Autumn sale: everything organic, everyth…');
    expect(blockSummary(blocks[0]!.items[0]!, registry)).toBe('Made to come back & again');
    expect(blockSummary(blocks[0]!, registry)).toBe('');
  });
});

describe('layerRows', () => {
  it('lists blocks in order, depth first, without deleted ones', () => {
    const rows = layerRows(blocks, registry, new Set());
    expect(rows.map((row) => [row.id, row.level, row.posInSet, row.setSize])).toEqual([
      ['promo', 1, 1, 3],
      ['row', 1, 2, 3],
      ['t1', 2, 1, 2],
      ['t3', 2, 2, 2],
      ['ghost', 1, 3, 3],
    ]);
    expect(rows.map((row) => row.title)).toEqual(['Promo', 'Row', 'Text', 'Text', '_placeholder_']);
  });

  it('marks hidden and unpublished blocks', () => {
    const rows = layerRows(blocks, registry, new Set(), new Set(['promo']));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.markers]))).toEqual({
      promo: ['Hidden'],
      row: [],
      t1: [],
      t3: ['Unpublished'],
      ghost: ['Hidden'],
    });
  });

  it('hides the children of a collapsed container', () => {
    const rows = layerRows(blocks, registry, new Set(['row']));
    expect(rows.map((row) => row.id)).toEqual(['promo', 'row', 'ghost']);
    expect(rows[1]).toMatchObject({ hasChildren: true, expanded: false });
  });
});

describe('layerKeyAction', () => {
  const rows = layerRows(blocks, registry, new Set());
  const collapsedRows = layerRows(blocks, registry, new Set(['row']));

  it('moves up and down through shown rows, and to the ends', () => {
    expect(layerKeyAction(rows, 'promo', 'ArrowDown')).toEqual({ kind: 'focus', id: 'row' });
    expect(layerKeyAction(rows, 't1', 'ArrowUp')).toEqual({ kind: 'focus', id: 'row' });
    expect(layerKeyAction(rows, 't1', 'End')).toEqual({ kind: 'focus', id: 'ghost' });
    expect(layerKeyAction(rows, 't1', 'Home')).toEqual({ kind: 'focus', id: 'promo' });
    expect(layerKeyAction(rows, 'promo', 'ArrowUp')).toBeNull();
  });

  it('expands with Right, then moves into the container', () => {
    expect(layerKeyAction(collapsedRows, 'row', 'ArrowRight')).toEqual({
      kind: 'expand',
      id: 'row',
    });
    expect(layerKeyAction(rows, 'row', 'ArrowRight')).toEqual({ kind: 'focus', id: 't1' });
    expect(layerKeyAction(rows, 'promo', 'ArrowRight')).toBeNull();
  });

  it('collapses with Left, or moves to the parent', () => {
    expect(layerKeyAction(rows, 'row', 'ArrowLeft')).toEqual({ kind: 'collapse', id: 'row' });
    expect(layerKeyAction(rows, 't3', 'ArrowLeft')).toEqual({ kind: 'focus', id: 'row' });
    expect(layerKeyAction(rows, 'promo', 'ArrowLeft')).toBeNull();
  });

  it('selects with Enter and ignores other keys', () => {
    expect(layerKeyAction(rows, 't1', 'Enter')).toEqual({ kind: 'select', id: 't1' });
    expect(layerKeyAction(rows, 't1', 'x')).toBeNull();
  });
});
