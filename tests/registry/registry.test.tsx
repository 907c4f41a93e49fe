// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { blockTypes, registry as productRegistry } from '../../blocks';
import { serverBlocks } from '../../runtime/blocks/serverBlocks';
import { viewLoadersOf } from '../../runtime/blocks/viewConvention';
import { loadPageEntry } from '../../runtime/data/loadPage';
import { PageRenderer } from '../../runtime/render/PageRenderer';
import { blockChunksOf } from '../../scripts/vite/blockChunks';
import { componentChunkName } from '../../scripts/vite/blockChunkNames';
import {
  loadPageDocument,
  pageOfDocument,
  storePageDocument,
} from '../../server/collab/persistence';
import { preparePageWrite } from '../../server/pages/preparePageWrite';
import { ValidationError } from '../../src/errors';
import { storeCoreDataSchema, type Block, type Page } from '../../src/model';
import { BLOCK_KEYS, blocksOf, createSnapshotStore, pageDocBinding } from '../../src/pageDoc';
import {
  createRegistry,
  inlineTextOf,
  pageDocSchemaOf,
  type AnyBlockType,
} from '../../src/registry';
import { PASSWORD, startTestServer, type TestServer } from '../server/support/server';

/**
 * A block type added in one folder (./blocks/sticker: its defineBlock, component and view
 * file) and no other file touched: the product stores it (server validation), sanitises its
 * declared seller HTML, gives its rich text a Y.XmlText (editor and collaboration server),
 * renders it on the server through the registry, and finds its storefront view by the
 * convention the component loaders and the chunk plugin use.
 *
 * The folder sits under tests/ so the product does not ship it; its registry is the
 * product's types plus whatever ./blocks holds, found the way runtime/blocks finds views.
 */
const throwaway = Object.values(
  import.meta.glob<AnyBlockType>('./blocks/*/index.ts', { eager: true, import: 'default' }),
);
const registry = createRegistry([...blockTypes, ...throwaway]);
const VIEW_FILES = import.meta.glob('./blocks/*/view.ts', { import: 'default' });

const sticker = (html: string): Partial<Block> => ({
  id: 's1',
  uid: 's1',
  type: 'sticker',
  size: { x: 4, y: 1 },
  properties: { html, colour: 'pink' },
});
const UNSAFE = '<p onclick="steal()">Sale<script>steal()</script></p>';

describe('a block type declared in one folder', () => {
  let server: TestServer;
  let stored: Page;

  beforeAll(async () => {
    server = await startTestServer({ registry });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is the throwaway sticker, unknown to the product itself', () => {
    expect(throwaway.map((type) => type.name)).toStrictEqual(['sticker']);
    expect(productRegistry.has('sticker')).toBe(false);
    expect(() =>
      preparePageWrite(
        { url: '/x/', blocks: [sticker('<p>Hi</p>')] },
        { registry: productRegistry, pro: false },
      ),
    ).toThrow(ValidationError);
  });

  it('is stored: the server validates it with its own schema and sanitises the HTML it declares', async () => {
    const seller = server.browser();
    expect((await seller.signIn(server.world.users.seller, PASSWORD)).status).toBe(200);
    const refused = await seller.post<{ errors: Record<string, string[]> }>(
      '/omnis/v3/divisions/demo/pages/',
      {
        url: '/too-long/',
        blocks: [sticker(`<p>${'x'.repeat(300)}</p>`)],
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors['blocks.0.properties.html']).toStrictEqual([
      'A sticker holds at most 200 characters',
    ]);

    const created = await seller.post<Page>('/omnis/v3/divisions/demo/pages/?imageType=object', {
      url: '/stickers/',
      blocks: [sticker(UNSAFE)],
    });
    expect(created.status).toBe(201);
    expect(created.body.blocks[0]?.properties).toMatchObject({
      html: '<p>Sale</p>',
      colour: 'pink',
    });
    const read = await server.repos.pages.findById(created.body.id!);
    expect(read?.page.blocks[0]?.properties.html).toBe('<p>Sale</p>');
    stored = created.body;
  });

  it('is edited: its rich text gets a Y.XmlText, in the editor and on the collaboration server, and edits in place on the canvas', async () => {
    const editorDoc = pageDocBinding(pageDocSchemaOf(registry)).createPageDoc(stored);
    expect(blocksOf(editorDoc).get('s1')?.get(BLOCK_KEYS.richText)).toBeInstanceOf(Y.XmlText);

    const deps = { db: server.database.handle.db, repos: server.repos, registry };
    const ref = { divisionId: server.world.demo.id, pageId: stored.id! };
    const doc = new Y.Doc();
    await loadPageDocument(deps, doc, ref);
    expect(blocksOf(doc).get('s1')?.get(BLOCK_KEYS.richText)).toBeInstanceOf(Y.XmlText);
    const { applyCommandToDoc } = pageDocBinding(pageDocSchemaOf(registry));
    const added = registry.make('sticker', { id: 's2' });
    expect(
      applyCommandToDoc(doc, createSnapshotStore(doc), {
        type: 'insertBlock',
        block: added,
        parentId: null,
        index: 1,
      }).ok,
    ).toBe(true);
    expect(blocksOf(doc).get('s2')?.get(BLOCK_KEYS.richText)).toBeInstanceOf(Y.XmlText);
    // Saved through the collaboration channel, its declared HTML is sanitised as well.
    applyCommandToDoc(doc, createSnapshotStore(doc), {
      type: 'setProperty',
      id: 's2',
      key: 'html',
      value: UNSAFE,
    });
    await storePageDocument(deps, doc, ref);
    expect((await server.repos.pages.findById(stored.id!))?.page.blocks[1]?.properties.html).toBe(
      '<p>Sale</p>',
    );
    expect(pageOfDocument(doc).blocks.map((block) => block.type)).toStrictEqual([
      'sticker',
      'sticker',
    ]);
    doc.destroy();

    expect(inlineTextOf(registry, stored.blocks[0]!)).toStrictEqual({
      className: 'block-sticker',
      style: { background: 'pink' },
    });
  });

  it('is rendered on the server through the registry', async () => {
    const blocks = serverBlocks(registry);
    const coreData = storeCoreDataSchema.parse({
      state: {
        subdomain: {
          division: { id: server.world.demo.id, name: 'Demo', code: 'demo' },
          sessionId: 's',
        },
      },
    });
    const get = vi.fn(async () => ({ status: 200, body: stored }));
    const loaded = await loadPageEntry({
      pageId: stored.id!,
      coreData,
      get,
      blocks,
      visibleBlocks: (all) => [...all],
    });
    if (!loaded.ok) throw new Error('expected the page');
    const html = renderToString(
      <PageRenderer
        blocks={loaded.value.page.blocks}
        prepared={blocks}
        visibleItems={(all) => [...all]}
        context={{ mode: 'native', page: null }}
      />,
    );
    expect(html).toContain(
      '<div class="block-sticker" style="background:pink"><div class="sticker-text"><p>Sale</p></div></div>',
    );
    expect(blocks.used()).toStrictEqual(['sticker']);
  });

  it('is chunked: its view is found by the file convention, shares its component’s chunk and names it', async () => {
    const loaders = viewLoadersOf(VIEW_FILES);
    expect(Object.keys(loaders)).toStrictEqual(['sticker']);
    const type = registry.get('sticker');
    await expect(loaders.sticker?.()).resolves.toBe(type.view ?? type.component);
    const viewId = `${import.meta.dirname}/blocks/sticker/view.ts`;
    const componentId = `${import.meta.dirname}/blocks/sticker/Sticker.tsx`;
    expect(componentChunkName(viewId, [componentId])).toBe('Sticker');
    const chunks = [
      { fileName: 'assets/Sticker-1.js', moduleIds: [viewId, componentId], imports: [] },
    ];
    expect(blockChunksOf(chunks, [viewId])).toStrictEqual({ sticker: ['/assets/Sticker-1.js'] });
  });
});
