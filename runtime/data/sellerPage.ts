import type { StorefrontServices } from '../app/services';
import { itemCount } from '../app/basketStore';
import { loadPageEntry } from './loadPage';
import type { PageEntry } from './state';
import { conditionContextFor, nativeVisibility } from './visibility';

/** Page cache window: a loaded page is reused for 30 s. */
export const PAGE_CACHE_WINDOW_MS = 30_000;

/**
 * A seller page for this visitor, reusing a copy loaded within the cache window. Loaded
 * by the page routes' loader; in the browser this module (and the schemas it parses
 * with) arrives with the first client navigation to a seller page, never at start-up.
 */
export async function loadSellerPage(services: StorefrontServices, pageId: number): Promise<PageEntry> {
  const cached = services.pageCache.get(pageId);
  if (cached && services.now() - cached.at < PAGE_CACHE_WINDOW_MS) return cached.entry;
  const context = conditionContextFor(
    services.coreData,
    services.session,
    itemCount(services.basket.getSnapshot()),
    services.now(),
  );
  const entry = await loadPageEntry({
    pageId,
    coreData: services.coreData,
    get: services.get,
    blocks: services.blocks,
    visibleBlocks: nativeVisibility(context),
    // The theme engine is loaded only for a page that names its own theme.
    pageTheme: async (name) => {
      const { themeHead } = await import('../render/theme');
      const { css, fontStylesheets } = themeHead(name);
      return { css, fontStylesheets };
    },
  });
  if (entry.ok) services.pageCache.set(pageId, { at: services.now(), entry });
  return entry;
}
