/**
 * SSR throughput, pages per second on one core (this thread), of one page's content:
 * ours (the storefront's path: parse the saved page, keep the visible blocks, prepare
 * their properties, render with the real block components) side by side with Puck's
 * `<Render>` of the same content mapped to simple components (puckMapping.tsx); and of
 * the whole storefront document (router, guards, shell, head, embedded state) on its own.
 */
import { Render } from '@measured/puck';
import { renderToString } from 'react-dom/server';
import { registry } from '../../blocks';
import { parsePage, storeCoreDataSchema, type Block } from '../../src/model';
import type { BlockRenderContext } from '../../src/registry';
import type { SsrRequest } from '../../src/ssr/contract';
import { render } from '../../runtime/entry-server';
import { serverBlocks } from '../../runtime/blocks/serverBlocks';
import { onlyVisible, prepareBlocks } from '../../runtime/data/preparePage';
import { conditionContextFor, nativeVisibility } from '../../runtime/data/visibility';
import { PageRenderer } from '../../runtime/render/PageRenderer';
import { rateOf, rateOfAsync, type Rate } from './measure';
import { puckConfig, toPuckData } from './puckMapping';

export interface RawPage {
  id: number;
  url: string;
  divisionId: number;
  properties: Record<string, unknown>;
  blocks: Block[];
}

const coreData = storeCoreDataSchema.parse({
  pages: [{ id: 900, url: '/bench/', title: 'Bench' }],
  state: { subdomain: { division: { id: 1, name: 'Bench Store', code: 'bench' }, sessionId: 'bench', theme: 'outland' } },
});
const inOrder = (blocks: readonly Block[]) => [...blocks];

/** Ours: what the storefront does per request for the page's content. */
export function renderOurs(raw: RawPage): string {
  const parsed = parsePage(raw);
  if (!parsed.ok) throw parsed.error;
  const visible = onlyVisible(parsed.value.blocks, nativeVisibility(conditionContextFor(coreData, null, 0, Date.now())));
  const blocks = prepareBlocks(visible, (name) => registry.find(name));
  const context: BlockRenderContext = { mode: 'native', page: parsed.value };
  return renderToString(<PageRenderer blocks={blocks} prepared={serverBlocks(registry)} visibleItems={inOrder} context={context} />);
}

export function renderPuck(raw: RawPage): string {
  const config = puckConfig(registry.all().map((type) => type.name));
  const data = toPuckData(raw.blocks);
  return renderToString(<Render config={config} data={data} />);
}

/** The whole storefront document for the page, as the SSR host asks for it (the API answered in process). */
export function documentRequest(raw: RawPage): SsrRequest {
  return {
    url: '/bench/',
    origin: 'http://bench.localhost',
    coreData,
    session: null,
    get: async (path) => (path === `/divisions/1/pages/${raw.id}/` ? { status: 200, body: { ...raw, id: 900, url: '/bench/' } } : { status: 404, body: {} }),
    nonce: 'bench',
    assets: { scripts: ['/assets/runtime.js'], styles: [], preload: [] },
  };
}

export interface SsrRates {
  ours: Rate;
  puck: Rate;
  document: Rate;
}

export async function ssrRates(raw: RawPage, durationMs: number): Promise<SsrRates> {
  const puck = rateOf(() => renderPuck(raw), { durationMs });
  const ours = rateOf(() => renderOurs(raw), { durationMs });
  const request = documentRequest(raw);
  const document = await rateOfAsync(async () => {
    const result = await render(request);
    if (result.status !== 200) throw new Error(`The bench page answered ${result.status}`);
  }, { durationMs });
  return { ours, puck, document };
}
