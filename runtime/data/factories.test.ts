import { describe, expect, it, vi } from 'vitest';
import { blockSchema } from '../../src/model';
import { registry } from '../../blocks';
import { factoryBlockTypes, resolveFactories } from './factories';

const product = { id: 1, urlName: 'tee', name: 'Organic tee', image: null, price: 20, salePrice: null, manufacturer: null, description: '', reviews: { count: 0, average: 0 } };
const grid = blockSchema.parse({
  id: 'g',
  uid: 'g',
  type: 'grid',
  properties: { itemFactory: { factory: 'products', source: 'newIn' } },
  items: [{ id: 't', uid: 't', type: 'pod', flags: ['shadow'], properties: { title: 'Template', buttonText: 'Shop now' } }],
});

describe('resolveFactories', () => {
  it('finds the types of factory blocks', () => {
    expect(factoryBlockTypes([grid])).toEqual(['grid']);
  });

  it('fills a factory block from its source for shoppers, styled like the template', async () => {
    const get = vi.fn(async () => ({ status: 200, body: { products: [product] } }));
    const [resolved] = await resolveFactories({ blocks: [grid], divisionId: 1, get, lookup: (name) => registry.find(name) });
    expect(get).toHaveBeenCalledWith('/division/1/products/', expect.objectContaining({ sort: 'new-in' }));
    const generated = resolved?.items.filter((item) => item.flags.includes('generated')) ?? [];
    expect(generated).toHaveLength(1);
    expect(generated[0]?.properties).toMatchObject({ title: 'Organic tee', buttonText: 'Shop now' });
  });

  it('leaves the block as saved when the source fails', async () => {
    const get = vi.fn(async () => ({ status: 500, body: null }));
    const [resolved] = await resolveFactories({ blocks: [grid], divisionId: 1, get, lookup: (name) => registry.find(name) });
    expect(resolved).toBe(grid);
  });
});
