import { assign, emit, forwardTo, fromPromise, setup } from 'xstate';
import { ApiError, PAGE_LOAD_MESSAGES, pageLoadMessage } from '../../src/errors';
import type { Page } from '../../src/model';
import type { PageChangedEvent, PageReplacedEvent, PageSavedEvent } from './events';
import { historyMachine, type UndoManagerLike } from './history';
import {
  itemFactoryMachine,
  provideItemFactories,
  type FactoryResolvedEvent,
  type FetchSourceInput,
  type FetchSourceOutput,
} from './itemFactory';
import { notProvided } from './notProvided';
import { relayEmitted } from './relayEmitted';
import {
  savingMachine,
  type SaveFailedEvent,
  type SaveRequest,
  type SavingEvent,
  type SetupStepCompletedEvent,
} from './saving';
import { selectionMachine, type SelectionEvent } from './selection';
import { throttledFetchMachine, type FetchPageInput } from './throttledFetch';

export interface LoadPageInput {
  pageId: number;
}

export interface EditorInput {
  pageId: number;
  /** The page document's undo manager (editor/doc), tracking local edits only. */
  undoManager: UndoManagerLike;
}

export interface EditorContext {
  pageId: number;
  undoManager: UndoManagerLike;
  /** The page as loaded; the live snapshot travels in `page.changed`. */
  page: Page | null;
  /** In `failed`: the page-load message of page-builder section 8. */
  loadError: string | null;
}

/** The events children announce (emitted), relayed to the editor and routed from there. */
type RelayedEvent =
  | PageSavedEvent
  | PageReplacedEvent
  | SaveFailedEvent
  | SetupStepCompletedEvent
  | FactoryResolvedEvent;

export type EditorEvent =
  | PageChangedEvent
  | Exclude<SelectionEvent, PageChangedEvent>
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | Exclude<SavingEvent, PageChangedEvent>
  | { type: 'fetch.requested' }
  | { type: 'factory.retry'; uid: string }
  /** In `failed`: try loading again. */
  | { type: 'load.retry' }
  | RelayedEvent;

/** The page was loaded: fill the document from it (non-undoable), then send page.changed. */
export interface PageLoadedEvent {
  type: 'page.loaded';
  page: Page;
}

/**
 * What the app listens to with `editor.on(type, ...)`:
 * - `page.loaded`, `page.replaced`: load the page into the document with LOAD_ORIGIN;
 * - `factory.resolved`: write the block into the document with FACTORY_ORIGIN;
 * - `save.failed`: show `message` in the snackbar;
 * - `page.saved`, `setup.stepCompleted`: update the dashboard.
 */
export type EditorEmitted = PageLoadedEvent | RelayedEvent;

/** The ids of the editor's children in `ready` (`snapshot.children.<id>`). */
export const EDITOR_CHILDREN = [
  'selection',
  'history',
  'saving',
  'throttledFetch',
  'itemFactories',
] as const;

const loadedPage = (context: EditorContext): Page => {
  if (!context.page) throw new Error('The editor is ready only with a loaded page');
  return context.page;
};

const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

/**
 * The page editor: loads the page, then runs the machines that edit it.
 * - `loading`: `loadPage` reads the page. Failure -> `failed` with `pageLoadMessage(status)`
 *   (404 'We were unable to find this page', 403 the other-store text, else the general
 *   one); a page with no division -> `failed` with 'Page not attached to a store'.
 * - `ready`: emits `page.loaded`, then invokes its children (invoked, not spawned: they
 *   live exactly as long as `ready`, and `snapshot.children` types them by id): selection,
 *   history, saving, throttledFetch, itemFactories, plus a relay that brings their
 *   emitted events back here. The app sends every event to the editor, which forwards
 *   each to the child that owns it; `page.changed` goes to all that read the page, and the
 *   saving machine's `page.saved` also goes to throttledFetch. Children's announcements
 *   are emitted again for the app.
 * - `failed`: `load.retry` -> `loading`.
 *
 * I/O is provided: `provideEditor(io)` plugs in the four calls (the children's included).
 * The document itself stays outside: the app fills it on `page.loaded`/`page.replaced`,
 * writes `factory.resolved` output, and reports each change as `page.changed` with its
 * origin (events.ts).
 */
export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    input: {} as EditorInput,
    events: {} as EditorEvent,
    emitted: {} as EditorEmitted,
    // child id -> actor name, so `snapshot.children.saving` is typed as the saving machine
    children: {} as {
      loadPage: 'loadPage';
      selection: 'selection';
      history: 'history';
      saving: 'saving';
      throttledFetch: 'throttledFetch';
      itemFactories: 'itemFactories';
      relay: 'relayEmitted';
    },
  },
  actors: {
    loadPage: notProvided<Page, LoadPageInput>('loadPage'),
    selection: selectionMachine,
    history: historyMachine,
    saving: savingMachine,
    throttledFetch: throttledFetchMachine,
    itemFactories: itemFactoryMachine,
    relayEmitted,
  },
  guards: {
    hasNoDivision: (_, params: { page: Page }) => params.page.divisionId === null,
  },
  actions: {
    recordPage: assign((_, params: { page: Page }) => ({ page: params.page, loadError: null })),
    recordLoadError: assign((_, params: { message: string }) => ({ loadError: params.message })),
    announceLoaded: emit(({ context }) => ({
      type: 'page.loaded' as const,
      page: loadedPage(context),
    })),
    announce: emit((_, params: RelayedEvent) => params),
    toSelection: forwardTo('selection'),
    toHistory: forwardTo('history'),
    toSaving: forwardTo('saving'),
    toThrottledFetch: forwardTo('throttledFetch'),
    toItemFactories: forwardTo('itemFactories'),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({
    pageId: input.pageId,
    undoManager: input.undoManager,
    page: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: [
          {
            guard: { type: 'hasNoDivision', params: ({ event }) => ({ page: event.output }) },
            target: 'failed',
            actions: {
              type: 'recordLoadError',
              params: { message: PAGE_LOAD_MESSAGES.noDivision },
            },
          },
          {
            target: 'ready',
            actions: { type: 'recordPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'recordLoadError',
            params: ({ event }) => ({ message: pageLoadMessage(statusOf(event.error)) }),
          },
        },
      },
    },
    ready: {
      entry: 'announceLoaded',
      invoke: [
        {
          id: 'selection',
          src: 'selection',
          input: ({ context }) => ({ blocks: loadedPage(context).blocks }),
        },
        {
          id: 'history',
          src: 'history',
          input: ({ context }) => ({ undoManager: context.undoManager }),
        },
        { id: 'saving', src: 'saving', input: ({ context }) => ({ page: loadedPage(context) }) },
        {
          id: 'throttledFetch',
          src: 'throttledFetch',
          input: ({ context }) => ({
            pageId: context.pageId,
            version: loadedPage(context).version,
          }),
        },
        {
          id: 'itemFactories',
          src: 'itemFactories',
          input: ({ context }) => ({ blocks: loadedPage(context).blocks }),
        },
        // Last, so the children above are in the snapshot when it subscribes.
        {
          id: 'relay',
          src: 'relayEmitted',
          input: ({ self }) => ({
            parent: self,
            childIds: ['saving', 'throttledFetch', 'itemFactories'],
          }),
        },
      ],
      on: {
        'page.changed': {
          actions: ['toSelection', 'toSaving', 'toThrottledFetch', 'toItemFactories'],
        },
        'block.select': { actions: 'toSelection' },
        'block.hover': { actions: 'toSelection' },
        'selection.clear': { actions: 'toSelection' },
        'selection.set': { actions: 'toSelection' },
        'selection.next': { actions: 'toSelection' },
        'selection.previous': { actions: 'toSelection' },
        'selection.parent': { actions: 'toSelection' },
        'selection.firstChild': { actions: 'toSelection' },
        'history.undo': { actions: 'toHistory' },
        'history.redo': { actions: 'toHistory' },
        'save.requested': { actions: 'toSaving' },
        'conflict.reload': { actions: 'toSaving' },
        'conflict.keep': { actions: 'toSaving' },
        'network.online': { actions: 'toSaving' },
        'fetch.requested': { actions: 'toThrottledFetch' },
        'factory.retry': { actions: 'toItemFactories' },
        'page.saved': {
          actions: ['toThrottledFetch', { type: 'announce', params: ({ event }) => event }],
        },
        'page.replaced': { actions: { type: 'announce', params: ({ event }) => event } },
        'save.failed': { actions: { type: 'announce', params: ({ event }) => event } },
        'setup.stepCompleted': { actions: { type: 'announce', params: ({ event }) => event } },
        'factory.resolved': { actions: { type: 'announce', params: ({ event }) => event } },
      },
    },
    failed: {
      on: { 'load.retry': 'loading' },
    },
  },
});

/** The editor's I/O as plain async calls (the page API and the block sources). */
export interface EditorIo {
  loadPage: (input: LoadPageInput, signal: AbortSignal) => Promise<Page>;
  savePage: (request: SaveRequest, signal: AbortSignal) => Promise<Page>;
  fetchPage: (input: FetchPageInput, signal: AbortSignal) => Promise<Page>;
  fetchSource: (input: FetchSourceInput, signal: AbortSignal) => Promise<FetchSourceOutput>;
}

const promised = <TOutput, TInput>(
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
) => fromPromise<TOutput, TInput>(({ input, signal }) => call(input, signal));

/** The editor machine with every I/O call plugged in, its children's included. */
export const provideEditor = (io: EditorIo) =>
  editorMachine.provide({
    actors: {
      loadPage: promised(io.loadPage),
      saving: savingMachine.provide({ actors: { savePage: promised(io.savePage) } }),
      throttledFetch: throttledFetchMachine.provide({
        actors: { fetchPage: promised(io.fetchPage) },
      }),
      itemFactories: provideItemFactories(promised(io.fetchSource)),
    },
  });
