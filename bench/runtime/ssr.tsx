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
  state: {
    subdomain: {
      division: { id: 1, name: 'Bench Store', code: 'bench' },
      sessionId: 'bench',
      theme: 'outland',
    },
  },
});
const inOrder = (blocks: readonly Block[]) => [...blocks];

/** Ours: what the storefront does per request for the page's content. */
export function renderOurs(raw: RawPage): string {
  const parsed = parsePage(raw);
  if (!parsed.ok) throw parsed.error;
  const visible = onlyVisible(
    parsed.value.blocks,
    nativeVisibility(conditionContextFor(coreData, null, 0, Date.now())),
  );
  const blocks = prepareBlocks(visible, (name) => registry.find(name));
  const context: BlockRenderContext = { mode: 'native', page: parsed.value };
  return renderToString(
    <PageRenderer
      blocks={blocks}
      prepared={serverBlocks(registry)}
      visibleItems={inOrder}
      context={context}
    />,
  );
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
    get: async (path) =>
      path === `/divisions/1/pages/${raw.id}/`
        ? { status: 200, body: { ...raw, id: 900, url: '/bench/' } }
        : { status: 404, body: {} },
    nonce: 'bench',
    now: Date.now(),
    assets: { scripts: ['/assets/runtime.js'], styles: [], preload: [] },
  };
}

export interface SsrRates {
  ours: Rate;
  puck: Rate;
  document: Rate;
}

/** Rounds per measure: the three take turns, so a busy moment on the machine hits all of them. */
export const SSR_ROUNDS = 5;

/** The round whose rate is the median of the rounds. */
const medianRound = (rounds: readonly Rate[]): Rate =>
  [...rounds].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds.length / 2)]!;

export async function ssrRates(raw: RawPage, durationMs: number): Promise<SsrRates> {
  const request = documentRequest(raw);
  const rounds: { ours: Rate[]; puck: Rate[]; document: Rate[] } = {
    ours: [],
    puck: [],
    document: [],
  };
  const roundMs = durationMs / SSR_ROUNDS;
  for (let round = 0; round < SSR_ROUNDS; round += 1) {
    rounds.puck.push(
      rateOf(() => renderPuck(raw), { durationMs: roundMs, warmupMs: round === 0 ? 500 : 100 }),
    );
    rounds.ours.push(
      rateOf(() => renderOurs(raw), { durationMs: roundMs, warmupMs: round === 0 ? 500 : 100 }),
    );
    rounds.document.push(
      await rateOfAsync(
        async () => {
          const result = await render(request);
          if (result.status !== 200) throw new Error(`The bench page answered ${result.status}`);
        },
        { durationMs: roundMs, warmupMs: round === 0 ? 500 : 100 },
      ),
    );
  }
  return {
    ours: medianRound(rounds.ours),
    puck: medianRound(rounds.puck),
    document: medianRound(rounds.document),
  };
}
