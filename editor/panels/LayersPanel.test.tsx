// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayersPanel } from './LayersPanel';
import { testBlock, testRegistry } from './testing/testKit';

afterEach(cleanup);

const registry = testRegistry();
const blocks = [
  testBlock({
    id: 'promo',
    uid: 'promo',
    type: 'promo',
    order: 0,
    properties: { title: 'Autumn sale' },
  }),
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
        properties: { html: '<p>Made to come back</p>' },
      }),
      testBlock({
        id: 'gone',
        uid: 'gone',
        type: 'textBlock',
        order: 1,
        flags: ['deleted'],
        properties: { html: '<p>Deleted words</p>' },
      }),
      testBlock({
        id: 't2',
        uid: 't2',
        type: 'textBlock',
        order: 2,
        properties: { html: '<p>Draft</p>', published: false },
      }),
    ],
  }),
];

function setup(selected: string[] = [], hidden: string[] = []) {
  const onSelect = vi.fn();
  render(
    <LayersPanel
      blocks={blocks}
      registry={registry}
      selectedIds={new Set(selected)}
      hiddenIds={new Set(hidden)}
      onSelect={onSelect}
    />,
  );
  const item = (name: RegExp) => screen.getByRole('treeitem', { name });
  return { onSelect, item };
}

describe('<LayersPanel>', () => {
  it('shows the block tree with levels, titles, summaries and markers, without deleted blocks', () => {
    const { item } = setup(['t1'], ['promo']);
    expect(screen.getByRole('tree', { name: 'Layers' })).toBeTruthy();
    const items = screen.getAllByRole('treeitem');
    expect(items.map((each) => each.textContent)).toEqual([
      'PromoAutumn saleHidden',
      '▾Row',
      'TextMade to come back',
      'TextDraftUnpublished',
    ]);
    expect(items.map((each) => each.getAttribute('aria-level'))).toEqual(['1', '1', '2', '2']);
    expect(item(/^Row/).getAttribute('aria-expanded')).toBe('true');
    expect(item(/^Promo/).getAttribute('aria-expanded')).toBeNull();
    expect(item(/Made to come back/).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Deleted words')).toBeNull();
  });

  it('has one tab stop, on the selected block', () => {
    setup(['t2']);
    const stops = screen.getAllByRole('treeitem').filter((each) => each.tabIndex === 0);
    expect(stops.map((each) => each.textContent)).toEqual(['TextDraftUnpublished']);
  });

  it('moves with the arrow keys and selects with Enter, adding with Shift+Enter', () => {
    const { item, onSelect } = setup();
    const promo = item(/^Promo/);
    promo.focus();
    fireEvent.keyDown(promo, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item(/Row/));
    expect(item(/Row/).tabIndex).toBe(0);
    expect(promo.tabIndex).toBe(-1);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(item(/Made to come back/));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: true });
    expect(onSelect.mock.calls).toEqual([
      ['t1', false],
      ['t2', true],
    ]);
  });

  it('collapses with Left and expands with Right', () => {
    const { item } = setup();
    const row = item(/Row/);
    row.focus();
    fireEvent.keyDown(row, { key: 'ArrowLeft' });
    expect(row.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: /Made to come back/ })).toBeNull();
    fireEvent.keyDown(row, { key: 'ArrowRight' });
    expect(row.getAttribute('aria-expanded')).toBe('true');
    const child = item(/Made to come back/);
    child.focus();
    fireEvent.keyDown(child, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(row);
  });

  it('selects on click, adding with Shift or Ctrl', () => {
    const { item, onSelect } = setup();
    fireEvent.click(item(/^Promo/));
    fireEvent.click(item(/Draft/), { ctrlKey: true });
    expect(onSelect.mock.calls).toEqual([
      ['promo', false],
      ['t2', true],
    ]);
  });

  it('says when the page has no blocks', () => {
    render(
      <LayersPanel blocks={[]} registry={registry} selectedIds={new Set()} onSelect={vi.fn()} />,
    );
    expect(
      screen.getByText('This page has no blocks yet. Add one from the blocks list.'),
    ).toBeTruthy();
  });
});
