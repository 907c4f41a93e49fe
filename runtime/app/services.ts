import type { Transport } from '../../src/api/transport';
import type { CurrencyEntry } from '../../src/currency';
import { errorFromResponse } from '../../src/errors';
import type { StoreCoreData } from '../../src/model';
import type { SessionView, SsrApiGet } from '../../src/ssr/contract';
import { createSnackbarStore, type SnackbarStore } from '../../src/ui';
import type { StorefrontBlocks } from '../blocks/types';
import type { PageEntry, StorefrontState } from '../data/state';
import type { StorefrontHead } from '../head/storefrontHead';
import {
  createBasketStore,
  createFavouritesStore,
  type BasketStore,
  type FavouritesStore,
} from './basketStore';

/**
 * What the storefront app needs from its surroundings, the same shape on the server
 * (in-process API, request session, every block type loaded) and in the browser (fetch,
 * embedded state, block code loaded per type). Nothing here pulls in schemas: code that
 * parses API answers is loaded by the routes that need it.
 */
export interface StorefrontServices {
  coreData: StoreCoreData;
  session: SessionView | null;
  origin: string;
  /** The platform's own site, whose 404 page unsafe links go to (null: `/404/`). */
  platformOrigin: string | null;
  assets: StorefrontState['assets'];
  head: StorefrontHead;
  blocks: StorefrontBlocks;
  /** GET under /omnis/v3 as `{ status, body }`. */
  get: SsrApiGet;
  /** POST under /omnis/v3 with CSRF; absent on the server. */
  post?: (path: string, body: unknown) => Promise<unknown>;
  /** The transport of the typed API client (src/api) for loaders and basket actions. */
  transport: Transport;
  /** The shopper's basket items; every basket answer replaces them. */
  basket: BasketStore;
  /** The shopper's favourites; every favourites answer replaces them. */
  favourites: FavouritesStore;
  snackbar: SnackbarStore;
  /** The shopper's selected currency, GBP by default. */
  currency: CurrencyEntry;
  /** Seller pages loaded within the page cache window, by id (runtime/data/sellerPage.ts). */
  pageCache: Map<number, { at: number; entry: PageEntry }>;
  /** The store's clock: date conditions and the page cache read it (runtime/app/storeClock.ts). */
  now: () => number;
  /** The store's clock when the server rendered the first page; embedded for the browser. */
  renderedAt: number;
}

/**
 * The API client's transport over the SSR host's in-process GET. Only reads happen while
 * a page renders on the server; anything else is a programming error.
 */
export function transportFromGet(get: SsrApiGet): Transport {
  return async (request) => {
    if (request.method !== 'GET')
      throw new Error(`${request.method} ${request.path} cannot run while rendering on the server`);
    const query = Object.fromEntries(
      Object.entries(request.query ?? {}).filter(
        (entry): entry is [string, string | number | boolean] =>
          entry[1] !== null && entry[1] !== undefined,
      ),
    );
    const { status, body } = await get(request.path, query);
    if (status < 200 || status >= 300) throw errorFromResponse(status, body, request.messages);
    return body;
  };
}

export function createServices(args: {
  coreData: StoreCoreData;
  session: SessionView | null;
  origin: string;
  platformOrigin?: string | null;
  assets: StorefrontState['assets'];
  head: StorefrontHead;
  blocks: StorefrontBlocks;
  currency: CurrencyEntry;
  get: SsrApiGet;
  post?: StorefrontServices['post'];
  transport?: Transport;
  snackbar?: SnackbarStore;
  now?: () => number;
  renderedAt?: number;
}): StorefrontServices {
  const now = args.now ?? Date.now;
  return {
    ...args,
    platformOrigin: args.platformOrigin ?? null,
    transport: args.transport ?? transportFromGet(args.get),
    basket: createBasketStore(args.coreData.state.subdomain.cart.items),
    favourites: createFavouritesStore(args.coreData.state.subdomain.favourites.items),
    snackbar: args.snackbar ?? createSnackbarStore(),
    pageCache: new Map(),
    now,
    renderedAt: args.renderedAt ?? now(),
  };
}
