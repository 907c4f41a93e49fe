import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { blockSchema, type Block } from '../model';
import { createRegistry, defineBlock } from '../registry';
import { loadMailBlockData } from './loadMailBlockData';

const Nothing = () => null;
const dataBlock = (name: string, compatibility: Array<'page' | 'mail'>) =>
  defineBlock({
    name,
    title: name,
    description: '',
    category: 'commerce',
    compatibility,
    properties: z.object({ limit: z.number().default(4) }),
    fields: [],
    component: Nothing,
    mail: compatibility.includes('mail') ? Nothing : undefined,
    load: async ({ properties, get, divisionId }) =>
      get(`/division/${divisionId}/products/`, { limit: properties.limit }),
  });

const registry = createRegistry([
  dataBlock('productList', ['page', 'mail']),
  dataBlock('graph', ['page']),
]);
const block = (id: string, type: string, items: Block[] = [], properties = {}) =>
  blockSchema.parse({ id, uid: id, type, properties, items });
const everything = (blocks: readonly Block[]) => [...blocks];

describe('loadMailBlockData', () => {
  it('loads every mail-compatible data block, nested ones included, by block id', async () => {
    const get = vi.fn(async (_path: string, query?: Record<string, unknown>) => ({
      products: [],
      limit: query?.limit,
    }));
    const data = await loadMailBlockData({
      blocks: [
        block('a', 'productList'),
        block('row', 'row', [block('b', 'productList', [], { limit: 2 })]),
      ],
      registry,
      visibleItems: everything,
      divisionId: 7,
      get,
    });
    expect(data).toStrictEqual({ a: { products: [], limit: 4 }, b: { products: [], limit: 2 } });
    expect(get).toHaveBeenCalledWith('/division/7/products/', { limit: 4 });
  });

  it('skips hidden blocks and page-only types', async () => {
    const get = vi.fn(async () => ({}));
    const data = await loadMailBlockData({
      blocks: [block('hidden', 'productList'), block('g', 'graph')],
      registry,
      visibleItems: (blocks) => blocks.filter((b) => b.id !== 'hidden'),
      divisionId: 7,
      get,
    });
    expect(data).toStrictEqual({});
    expect(get).not.toHaveBeenCalled();
  });

  it('leaves a block whose load fails without data', async () => {
    const data = await loadMailBlockData({
      blocks: [block('a', 'productList')],
      registry,
      visibleItems: everything,
      divisionId: 7,
      get: async () => {
        throw new Error('GET failed');
      },
    });
    expect(data).toStrictEqual({});
  });
});
