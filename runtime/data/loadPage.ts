import { PAGE_LOAD_MESSAGES, pageLoadMessage } from '../../src/errors';
import { parsePage, type Block, type StoreCoreData } from '../../src/model';
import { readProperties } from '../../src/registry';
import type { SsrApiGet } from '../../src/ssr/contract';
import type { BlockTypeLookup, StorefrontBlocks } from '../blocks/types';
import { blockTypesOf, onlyVisible, prepareBlocks } from './preparePage';
import { factoryBlockTypes, resolveFactories } from './factories';
import type { PageEntry, PageTheme } from './state';

const failure = (status: number, message = pageLoadMessage(status)): PageEntry => ({
  ok: false,
  error: { status, message },
});

/**
 * Loads a seller page ready to draw, the same way on the server (in-process API) and in
 * the browser (fetch): only the blocks this visitor may see, with their data loaded and
 * their properties prepared, and the block code made ready. Failures carry the spec's
 * page-load messages.
 */
export async function loadPageEntry(args: {
  pageId: number;
  coreData: StoreCoreData;
  get: SsrApiGet;
  blocks: StorefrontBlocks;
  visibleBlocks: (blocks: readonly Block[]) => Block[];
  /** A page's own theme: a page may name a theme other than its store's. */
  pageTheme?: (name: string) => Promise<PageTheme>;
}): Promise<PageEntry> {
  const divisionId = args.coreData.state.subdomain.division.id;
  let response: { status: number; body: unknown };
  try {
    response = await args.get(`/divisions/${divisionId}/pages/${args.pageId}/`, { imageType: 'object' });
  } catch {
    return failure(0);
  }
  if (response.status !== 200) return failure(response.status);
  const parsed = parsePage(response.body);
  if (!parsed.ok) return failure(500);
  if (parsed.value.divisionId === null) return failure(500, PAGE_LOAD_MESSAGES.noDivision);
  // Factory blocks are filled first (their templates, hidden from shoppers, style the
  // generated items); then only what this visitor may see leaves the server: unpublished
  // blocks and blocks whose conditions fail are dropped here, not merely left unrendered.
  const filled = await resolveFactories({
    blocks: parsed.value.blocks,
    divisionId: parsed.value.divisionId,
    get: args.get,
    lookup: await args.blocks.definitions(factoryBlockTypes(parsed.value.blocks)),
  });
  const visible = onlyVisible(filled, args.visibleBlocks);
  const types = blockTypesOf(visible);
  const [lookup] = await Promise.all([args.blocks.definitions(types), args.blocks.ready(types)]);
  const blockData = await loadBlockData({ blocks: visible, divisionId: parsed.value.divisionId, get: args.get, lookup });
  const page = { ...parsed.value, blocks: prepareBlocks(visible, lookup) };
  const storeTheme = args.coreData.state.subdomain.theme;
  const theme = page.theme && page.theme !== storeTheme && args.pageTheme ? await args.pageTheme(page.theme) : undefined;
  return { ok: true, value: { page, blockData, ...(theme ? { theme } : {}) } };
}

/**
 * Runs `load` of every data-driven block of a visible tree, in parallel. A block whose
 * data fails to load is left without data (it shows its own empty or error state); the
 * page still renders.
 */
export async function loadBlockData(args: {
  blocks: readonly Block[];
  divisionId: number | null;
  get: SsrApiGet;
  lookup: BlockTypeLookup;
}): Promise<Record<string, unknown>> {
  const jobs: Promise<[string, unknown] | null>[] = [];
  const visit = (blocks: readonly Block[]) => {
    for (const block of blocks) {
      const type = args.lookup(block.type);
      if (type?.load) {
        const load = type.load;
        jobs.push(
          (async (): Promise<[string, unknown] | null> => {
            try {
              const data = await load({
                block,
                properties: readProperties(type, block),
                divisionId: args.divisionId,
                get: async (path, query) => {
                  const response = await args.get(path, query);
                  if (response.status < 200 || response.status >= 300) {
                    throw new Error(`GET ${path} answered ${response.status}`);
                  }
                  return response.body;
                },
              });
              return [block.id, data];
            } catch {
              return null;
            }
          })(),
        );
      }
      visit(block.items);
    }
  };
  visit(args.blocks);
  const results = await Promise.all(jobs);
  return Object.fromEntries(results.filter((entry): entry is [string, unknown] => entry !== null));
}
