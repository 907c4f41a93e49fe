import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../blocks';
import { storeCoreDataSchema, type Block } from '../../src/model';
import { serverBlocks } from '../blocks/serverBlocks';
import { loadPageEntry } from './loadPage';

const coreData = storeCoreDataSchema.parse({ state: { subdomain: { division: { id: 7, name: 'Demo', code: 'demo' }, sessionId: 's' } } });
const everything = (blocks: readonly Block[]) => [...blocks];

const page = {
  id: 3,
  url: '/about/',
  divisionId: 7,
  properties: { title: { value: 'About' } },
  blocks: [
    { id: 'row', uid: 'row', type: 'row', order: 0, properties: {}, items: [{ id: 'b', uid: 'b', type: 'button', size: { x: 6 }, order: 0, properties: { text: 'Shop tees' } }] },
    { id: 'gone', uid: 'gone', type: 'retiredType', order: 1, properties: {} },
  ],
};

const load = (answer: { status: number; body: unknown }, visibleBlocks = everything) => {
  const blocks = serverBlocks(registry);
  const get = vi.fn(async () => answer);
  return { blocks, get, entry: loadPageEntry({ pageId: 3, coreData, get, blocks, visibleBlocks }) };
};

describe('loadPageEntry', () => {
  it('asks for the page of the store with image objects', async () => {
    const { get, entry } = load({ status: 200, body: page });
    await entry;
    expect(get).toHaveBeenCalledWith('/divisions/7/pages/3/', { imageType: 'object' });
  });

  it('answers the page with each block’s properties prepared, unknown types dropped, and notes the types drawn', async () => {
    const { entry, blocks } = load({ status: 200, body: page });
    const loaded = await entry;
    if (!loaded.ok) throw new Error('expected a page');
    const [row] = loaded.value.page.blocks;
    expect(loaded.value.page.blocks.map((block) => block.id)).toEqual(['row']);
    expect(row?.items[0]?.properties).toStrictEqual(registry.get('button').properties.parse({ text: 'Shop tees' }));
    expect(blocks.used()).toEqual(['button', 'row']);
  });

  it('leaves out what this visitor may not see', async () => {
    const { entry } = load({ status: 200, body: page }, (blocks) => blocks.filter((block) => block.type !== 'button'));
    const loaded = await entry;
    expect(loaded.ok && loaded.value.page.blocks[0]?.items).toEqual([]);
  });

  it('carries the spec’s page-load messages on failure', async () => {
    await expect(load({ status: 404, body: {} }).entry).resolves.toStrictEqual({ ok: false, error: { status: 404, message: 'We were unable to find this page' } });
    await expect(load({ status: 503, body: {} }).entry).resolves.toStrictEqual({
      ok: false,
      error: { status: 503, message: 'Oops... Looks like something went wrong loading this page' },
    });
    await expect(load({ status: 200, body: { ...page, divisionId: null } }).entry).resolves.toStrictEqual({
      ok: false,
      error: { status: 500, message: 'Page not attached to a store' },
    });
  });
});
