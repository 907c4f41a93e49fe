import type { CurrencyEntry } from '../../src/currency';
import type { FontRequest } from '../../themes/fontBatch';
import type { Page, StoreCoreData } from '../../src/model';
import type { SessionView } from '../../src/ssr/contract';

/** A page as the storefront shows it: the page and its data-driven blocks' data. */
/** A page's own theme, when it differs from the store's: its CSS variables and fonts. */
export interface PageTheme {
  css: string;
  fontStylesheets: string[];
}

export interface LoadedPage {
  page: Page;
  blockData: Record<string, unknown>;
  theme?: PageTheme;
}

/** Why a page could not be shown; `message` is the spec's user-visible text. */
export interface PageFailure {
  status: number;
  message: string;
}

export type PageEntry = { ok: true; value: LoadedPage } | { ok: false; error: PageFailure };

/**
 * What the app needs before its router exists, embedded in the server's HTML so the client
 * hydrates without a second request (issue 5: core data loaded with the page). The page
 * itself travels as the route's loader data, which the router dehydrates.
 */
export interface StorefrontState {
  coreData: StoreCoreData;
  session: SessionView | null;
  origin: string;
  /** The platform's own site: unsafe links go to its 404 page (src/links). */
  platformOrigin: string | null;
  /** The built client entry, so the hydrating app renders the same script tags. */
  assets: { scripts: string[]; styles: string[]; preload: string[] };
  /**
   * The small part of the head the server worked out from the theme; the large part (the
   * theme's CSS and the stylesheet) the browser reads back from its style elements.
   */
  head: { themeColor: string; fontStylesheets: string[]; fonts: FontRequest[] };
  /** The selected currency's entry (runtime/app/selectedCurrency.ts). */
  currency: CurrencyEntry;
  /** The store's clock when the server rendered the page (runtime/app/storeClock.ts). */
  renderedAt: number;
}

export const STATE_ELEMENT_ID = 'storefront-state';

/**
 * JSON that is safe inside `<script type="application/json">`: `<` is escaped so no
 * seller text can close the element, and U+2028/2029 so old parsers never choke.
 * A JSON script is data, never executed, so it needs no CSP nonce.
 */
export function serializeState(state: StorefrontState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads the embedded state back on the client. */
export function readEmbeddedState(doc: Document): StorefrontState {
  const element = doc.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no embedded storefront state');
  return JSON.parse(element.textContent) as StorefrontState;
}
