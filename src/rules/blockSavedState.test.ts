import { describe, expect, it } from 'vitest';
import { blockSchema } from '../model';
import { blockSavedState } from './blockSavedState';

describe('blockSavedState', () => {
  it('turns numbers into strings and keeps only the deleted flag', () => {
    const block = blockSchema.parse({
      id: 'cta',
      uid: 'cta',
      type: 'button',
      size: { x: 6, y: 1 },
      order: 2,
      page: 14,
      flags: ['reordered', 'deleted'],
      parent: 'row',
      properties: {
        template: 'v2',
        text: 'Shop the collection',
        href: '/collection/organic-tees/',
        primary: true,
      },
    });
    expect(blockSavedState(block)).toStrictEqual({
      id: 'cta',
      uid: 'cta',
      type: 'button',
      size: { x: '6', y: '1' },
      order: '2',
      page: '14',
      flags: ['deleted'],
      parent: 'row',
      unpublished: false,
      items: [],
      properties: {
        template: 'v2',
        text: 'Shop the collection',
        href: '/collection/organic-tees/',
        primary: true,
      },
    });
  });

  it('keeps an Infinity order readable and drops editor-only flags', () => {
    const saved = blockSavedState(
      blockSchema.parse({ id: 'a', uid: 'a', type: 'spacer', flags: ['reordered'] }),
    );
    expect(saved.order).toBe('Infinity');
    expect(saved.flags).toStrictEqual([]);
    expect(saved.page).toBeNull();
  });

  it('drops factory-generated items and keeps shadow and hand-made ones', () => {
    const block = blockSchema.parse({
      id: 'list',
      uid: 'list',
      type: 'grid',
      properties: { itemFactory: { factory: 'products', source: 'newIn' } },
      items: [
        {
          id: 'shadow',
          uid: 'shadow',
          type: 'pod',
          order: 0,
          flags: ['shadow'],
          properties: { ratio: 1.5 },
        },
        { id: 'g1', uid: 'g1', type: 'pod', order: 1, flags: ['generated'] },
        { id: 'g2', uid: 'g2', type: 'pod', order: 2, flags: ['generated'] },
        { id: 'mine', uid: 'mine', type: 'textBlock', order: 3 },
      ],
    });
    const saved = blockSavedState(block);
    expect(saved.items.map((item) => [item.id, item.order, item.flags])).toStrictEqual([
      ['shadow', '0', []],
      ['mine', '3', []],
    ]);
  });

  it('saves nested items the same way', () => {
    const row = blockSchema.parse({
      id: 'row',
      uid: 'row',
      type: 'row',
      items: [
        {
          id: 'quote',
          uid: 'quote',
          type: 'quote',
          size: { x: 4, y: 2 },
          order: 0,
          flags: ['reordered'],
        },
      ],
    });
    const [quote] = blockSavedState(row).items;
    expect(quote?.size).toStrictEqual({ x: '4', y: '2' });
    expect(quote?.order).toBe('0');
    expect(quote?.flags).toStrictEqual([]);
  });

  it('reads back as the same block', () => {
    const block = blockSchema.parse({
      id: 'a',
      uid: 'a',
      type: 'textBlock',
      size: { x: 8, y: 1 },
      order: 1,
      page: 3,
      properties: { template: 'v2', html: '<p>Made to order</p>', truncateHeight: 240 },
    });
    expect(blockSchema.parse(JSON.parse(JSON.stringify(blockSavedState(block))))).toStrictEqual(
      block,
    );
  });
});
