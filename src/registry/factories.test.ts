import { describe, expect, it } from 'vitest';
import { blockSchema, type BlockInput } from '../model';
import { BlockRegistryError } from './errors';
import {
  markFactoryResolved,
  needsFactoryResolution,
  pendingFactoryBlocks,
  resolveItemFactory,
  type GeneratedItem,
} from './factories';

const productGrid = (items: BlockInput[] = [], source: string | null = 'newIn') =>
  blockSchema.parse({
    id: 'grid-1',
    uid: 'grid-1',
    type: 'grid',
    properties: {
      template: 'v2',
      itemFactory: source === null ? { factory: 'products' } : { factory: 'products', source },
    },
    items,
  });

const products: GeneratedItem[] = [
  { type: 'pod', properties: { title: 'Wave Tee', href: '/product/wave-tee/' } },
  { type: 'pod', properties: { title: 'Fern Hoodie', href: '/product/fern-hoodie/' } },
];

describe('resolveItemFactory', () => {
  it('replaces the items with the generated ones, flagged generated', () => {
    const resolved = resolveItemFactory(productGrid(), products);
    expect(resolved.ok && resolved.value.items).toStrictEqual([
      blockSchema.parse({
        id: 'grid-1-generated-0',
        uid: 'grid-1-generated-0',
        type: 'pod',
        order: 0,
        parent: 'grid-1',
        flags: ['generated'],
        properties: { title: 'Wave Tee', href: '/product/wave-tee/' },
      }),
      blockSchema.parse({
        id: 'grid-1-generated-1',
        uid: 'grid-1-generated-1',
        type: 'pod',
        order: 1,
        parent: 'grid-1',
        flags: ['generated'],
        properties: { title: 'Fern Hoodie', href: '/product/fern-hoodie/' },
      }),
    ]);
  });

  it('keeps shadow items and copies their properties onto generated items of the same type', () => {
    const grid = productGrid([
      {
        id: 'old',
        uid: 'old',
        type: 'pod',
        order: 0,
        flags: ['generated'],
        properties: { title: 'Gone Tee' },
      },
      {
        id: 'template',
        uid: 'template',
        type: 'pod',
        order: 1,
        flags: ['shadow'],
        properties: { ratio: 1.5, textAlign: 'center', title: 'Example' },
      },
      {
        id: 'note',
        uid: 'note',
        type: 'textBlock',
        order: 2,
        properties: { html: '<p>Printed on demand</p>' },
      },
    ]);
    const resolved = resolveItemFactory(grid, products);
    if (!resolved.ok) throw resolved.error;
    expect(
      resolved.value.items.map((item) => [item.id, item.order, item.flags, item.properties]),
    ).toStrictEqual([
      ['template', 0, ['shadow'], { ratio: 1.5, textAlign: 'center', title: 'Example' }],
      ['note', 1, ['shadow'], { html: '<p>Printed on demand</p>' }],
      [
        'grid-1-generated-0',
        2,
        ['generated'],
        { ratio: 1.5, textAlign: 'center', title: 'Wave Tee', href: '/product/wave-tee/' },
      ],
      [
        'grid-1-generated-1',
        3,
        ['generated'],
        { ratio: 1.5, textAlign: 'center', title: 'Fern Hoodie', href: '/product/fern-hoodie/' },
      ],
    ]);
  });

  it('ignores a deleted template', () => {
    const grid = productGrid([
      { id: 't', uid: 't', type: 'pod', flags: ['shadow', 'deleted'], properties: { ratio: 2 } },
    ]);
    const resolved = resolveItemFactory(grid, products.slice(0, 1));
    expect(resolved.ok && resolved.value.items[1]?.properties).toStrictEqual({
      title: 'Wave Tee',
      href: '/product/wave-tee/',
    });
  });

  it('keeps an id the factory gave and leaves out an item that is not a block', () => {
    const resolved = resolveItemFactory(productGrid(), [
      { id: 'product-77', type: 'pod' },
      { type: 'pod', size: { x: 1, y: 1 } },
    ]);
    expect(resolved.ok && resolved.value.items.map((item) => [item.id, item.uid])).toStrictEqual([
      ['product-77', 'product-77'],
    ]);
  });

  it('does not touch the input block', () => {
    const grid = productGrid([{ id: 'template', uid: 'template', type: 'pod', properties: {} }]);
    resolveItemFactory(grid, products);
    expect(grid.items.map((item) => [item.id, item.flags])).toStrictEqual([['template', []]]);
  });

  it('fails with Factory has no source when the factory names no source', () => {
    for (const block of [
      productGrid([], null),
      productGrid([], ''),
      blockSchema.parse({ id: 'x', uid: 'x', type: 'grid' }),
    ]) {
      const resolved = resolveItemFactory(block, products);
      expect(resolved.ok).toBe(false);
      if (resolved.ok) return;
      expect(resolved.error).toBeInstanceOf(BlockRegistryError);
      expect(resolved.error.message).toBe('Factory has no source');
    }
  });
});

describe('factory resolution bookkeeping', () => {
  it('resolves a factory block once per uid', () => {
    const grid = productGrid();
    const none: ReadonlySet<string> = new Set();
    expect(needsFactoryResolution(none, grid)).toBe(true);
    const done = markFactoryResolved(none, grid.uid);
    expect(needsFactoryResolution(done, grid)).toBe(false);
    expect(markFactoryResolved(done, grid.uid)).toBe(done);
    expect(none.size).toBe(0);
  });

  it('never resolves a block without a factory', () => {
    expect(
      needsFactoryResolution(new Set(), blockSchema.parse({ id: 'r', uid: 'r', type: 'row' })),
    ).toBe(false);
  });

  it('finds the factory blocks still to resolve, nested ones included', () => {
    const inner = productGrid();
    const row = blockSchema.parse({ id: 'row', uid: 'row', type: 'row', items: [inner] });
    const other = { ...productGrid(), id: 'grid-2', uid: 'grid-2' };
    expect(pendingFactoryBlocks([row, other], new Set()).map((block) => block.uid)).toStrictEqual([
      'grid-1',
      'grid-2',
    ]);
    expect(
      pendingFactoryBlocks([row, other], new Set(['grid-1'])).map((block) => block.uid),
    ).toStrictEqual(['grid-2']);
  });
});
