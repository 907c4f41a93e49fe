import { createConditionRegistry, type ConditionContext, type ConditionRegistry } from '../../src/conditions';
import type { Block, StoreCoreData } from '../../src/model';
import type { BlockRegistry } from '../../src/registry';
import { visibleItems } from '../../src/rules/visibleItems';
import type { SessionView, SsrApiGet } from '../../src/ssr/contract';
import { loadPageEntry } from '../data/loadPage';
import type { PageEntry, StorefrontState } from '../data/state';

/** Page cache window (page-builder section 9): a loaded page is reused for 30 s. */
export const PAGE_CACHE_WINDOW_MS = 30_000;

/**
 * What the storefront app needs from its surroundings, the same shape on the server
 * (in-process API, request session) and in the browser (fetch, embedded state).
 */
export interface StorefrontServices {
  coreData: StoreCoreData;
  session: SessionView | null;
  origin: string;
  assets: StorefrontState['assets'];
  registry: BlockRegistry;
  get: SsrApiGet;
  /** POST under /omnis/v3 with CSRF; absent on the server. */
  post?: (path: string, body: unknown) => Promise<unknown>;
  conditions: ConditionRegistry;
  /** The blocks that show to this visitor on the storefront (native mode), in order. */
  visibleBlocks: (blocks: readonly Block[]) => Block[];
  /** Loads a seller page, reusing a copy loaded within the cache window. */
  loadPage: (pageId: number) => Promise<PageEntry>;
  now: () => number;
}

export function conditionContextFor(
  coreData: StoreCoreData,
  session: SessionView | null,
  now: number,
): ConditionContext {
  const division = coreData.state.subdomain.division;
  return {
    user: session
      ? {
          internal: session.internal,
          verified: session.verified,
          dashboardAccess: session.internal || session.dashboardDivisions.includes(division.id),
        }
      : null,
    store: { pro: division.pro },
    basket: { itemCount: coreData.state.subdomain.cart.items.reduce((sum, item) => sum + item.quantity, 0) },
    currency: coreData.state.currency,
    now,
  };
}

export function createServices(args: {
  coreData: StoreCoreData;
  session: SessionView | null;
  origin: string;
  assets: StorefrontState['assets'];
  registry: BlockRegistry;
  get: SsrApiGet;
  post?: StorefrontServices['post'];
  now?: () => number;
  log?: (message: string, detail: unknown) => void;
}): StorefrontServices {
  const now = args.now ?? Date.now;
  const conditions = createConditionRegistry({
    log: args.log ?? ((message, detail) => console.error(message, detail)),
  });
  const visibleBlocks = (blocks: readonly Block[]) =>
    visibleItems(blocks, {
      mode: 'native',
      conditions,
      context: conditionContextFor(args.coreData, args.session, now()),
    });
  const cache = new Map<number, { at: number; entry: PageEntry }>();
  return {
    ...args,
    conditions,
    visibleBlocks,
    now,
    async loadPage(pageId) {
      const cached = cache.get(pageId);
      if (cached && now() - cached.at < PAGE_CACHE_WINDOW_MS) return cached.entry;
      const entry = await loadPageEntry({
        pageId,
        coreData: args.coreData,
        get: args.get,
        registry: args.registry,
        visibleBlocks,
      });
      cache.set(pageId, { at: now(), entry });
      return entry;
    },
  };
}
