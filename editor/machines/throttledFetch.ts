import { assign, emit, setup } from 'xstate';
import { PAGE_CACHE_WINDOW_MS, type Page } from '../../src/model';
import type { PageChangedEvent, PageReplacedEvent, PageSavedEvent } from './events';
import { notProvided } from './notProvided';

export interface FetchPageInput {
  pageId: number;
}

export interface ThrottledFetchInput {
  pageId: number;
  /** The version of the copy just opened. */
  version: number;
  /** The opened copy holds edits the server has not seen. Default false. */
  hasUnsavedChanges?: boolean;
}

export interface ThrottledFetchContext {
  pageId: number;
  /** The server version the local document is based on. */
  version: number;
  hasUnsavedChanges: boolean;
  /** A fetch was asked for inside the window: it runs when the window ends. */
  requestedInWindow: boolean;
}

export type ThrottledFetchEvent =
  /** Look for a newer copy (the editor sends it when the tab regains focus or is shown). */
  | { type: 'fetch.requested' }
  | PageChangedEvent
  /** From the saving machine: the saved version is the new base. */
  | PageSavedEvent;

/**
 * Keeps the open page up to date with the server without hammering it (fetching is
 * throttled to once per 30 s per page; the fetched copy replaces the local one only if
 * its version differs).
 * - `cooling`: within PAGE_CACHE_WINDOW_MS (30 s) of the last fetch. The machine starts
 *   here, since the editor has just loaded the page. A `fetch.requested` meanwhile is not
 *   dropped: it runs when the window ends (trailing edge), so a seller who comes back to
 *   the tab still sees a newer copy within 30 s.
 * - `ready`: `fetch.requested` -> `fetching` at once.
 * - `fetching`: `fetchPage` reads the page. Its copy replaces the local one (emits
 *   `page.replaced`, which the editor loads with a non-undoable origin) only when its
 *   version differs from the local base AND there are no unsaved local edits, judged when
 *   the answer arrives. A failed fetch changes nothing. Either way -> `cooling`.
 * The base version and unsaved state follow `page.changed` (local edits, loaded copies)
 * and the saving machine's `page.saved`.
 */
export const throttledFetchMachine = setup({
  types: {
    context: {} as ThrottledFetchContext,
    input: {} as ThrottledFetchInput,
    events: {} as ThrottledFetchEvent,
    emitted: {} as PageReplacedEvent,
  },
  actors: {
    fetchPage: notProvided<Page, FetchPageInput>('fetchPage'),
  },
  delays: {
    cacheWindow: PAGE_CACHE_WINDOW_MS,
  },
  guards: {
    requestedInWindow: ({ context }) => context.requestedInWindow,
    replacesLocalCopy: ({ context }, params: { fetched: Page }) =>
      params.fetched.version !== context.version && !context.hasUnsavedChanges,
  },
  actions: {
    rememberRequest: assign({ requestedInWindow: true }),
    openWindow: assign({ requestedInWindow: false }),
    trackPage: assign(({ event }) => {
      if (event.type === 'page.saved')
        return { version: event.page.version, hasUnsavedChanges: event.hasUnsavedChanges };
      if (event.type !== 'page.changed') return {};
      if (event.origin === 'load') return { version: event.page.version, hasUnsavedChanges: false };
      return event.origin === 'local' ? { hasUnsavedChanges: true } : {};
    }),
    adoptFetched: assign((_, params: { fetched: Page }) => ({ version: params.fetched.version })),
    announceReplaced: emit((_, params: { fetched: Page }) => ({
      type: 'page.replaced' as const,
      page: params.fetched,
    })),
  },
}).createMachine({
  id: 'throttledFetch',
  context: ({ input }) => ({
    pageId: input.pageId,
    version: input.version,
    hasUnsavedChanges: input.hasUnsavedChanges ?? false,
    requestedInWindow: false,
  }),
  on: {
    'page.changed': { actions: 'trackPage' },
    'page.saved': { actions: 'trackPage' },
  },
  initial: 'cooling',
  states: {
    cooling: {
      entry: 'openWindow',
      after: {
        cacheWindow: [{ guard: 'requestedInWindow', target: 'fetching' }, { target: 'ready' }],
      },
      on: { 'fetch.requested': { actions: 'rememberRequest' } },
    },
    ready: {
      on: { 'fetch.requested': 'fetching' },
    },
    fetching: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: [
          {
            guard: {
              type: 'replacesLocalCopy',
              params: ({ event }) => ({ fetched: event.output }),
            },
            target: 'cooling',
            actions: [
              { type: 'adoptFetched', params: ({ event }) => ({ fetched: event.output }) },
              { type: 'announceReplaced', params: ({ event }) => ({ fetched: event.output }) },
            ],
          },
          { target: 'cooling' },
        ],
        onError: { target: 'cooling' },
      },
    },
  },
});
