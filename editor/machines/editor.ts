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

/**
 * What `loadPage` gives: the page opened for editing. The actor fetches the server's page
 * and opens its document (editor/doc openPageDoc: the browser's stored copy when it wins,
 * else a document filled from the server's), so the document exists before any machine
 * needs it.
 */
export interface LoadedPage {
  /** The document's page JSON (its snapshot), with the server version it is based on. */
  page: Page;
  /** The document's undo manager (editor/doc createUndoManager: local edits only). */
  undoManager: UndoManagerLike;
  /**
   * The stored copy holds edits the server has not seen (`opened` 'local' with unsaved
   * edits, or 'conflict'): they are autosaved first, and a conflict surfaces as the 409.
   */
  hasUnsavedChanges: boolean;
}

export interface EditorInput {
  pageId: number;
}

export interface EditorContext {
  pageId: number;
  /** The page as opened (the live snapshot travels in `page.changed`). */
  loaded: LoadedPage | null;
  /** In `failed`: the page-load message, such as 'We were unable to find this page'. */
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

/**
 * What the app listens to with `editor.on(type, ...)`:
 * - `page.replaced`: load the page into the document with LOAD_ORIGIN, then report it as
 *   `page.changed` with origin `load`;
 * - `factory.resolved`: write the block into the document with FACTORY_ORIGIN;
 * - `save.failed`: show `message` in the snackbar;
 * - `page.saved`, `setup.stepCompleted`: update the dashboard.
 */
export type EditorEmitted = RelayedEvent;

/** The ids of the editor's children in `ready` (`snapshot.children.<id>`). */
export const EDITOR_CHILDREN = [
  'selection',
  'history',
  'saving',
  'throttledFetch',
  'itemFactories',
] as const;

const opened = (context: EditorContext): LoadedPage => {
  if (!context.loaded) throw new Error('The editor is ready only with a loaded page');
  return context.loaded;
};

const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 0);

/**
 * The page editor: loads the page, then runs the machines that edit it.
 * - `loading`: `loadPage` opens the page. Failure -> `failed` with `pageLoadMessage(status)`
 *   (404 'We were unable to find this page', 403 the other-store text, else the general
 *   one); a page with no division -> `failed` with 'Page not attached to a store'.
 * - `ready`: invokes its children (invoked, not spawned: they live exactly as long as
 *   `ready`, and `snapshot.children` types them by id): selection, history, saving,
 *   throttledFetch, itemFactories, plus a relay that brings their emitted events back here. The app sends every event to the editor, which forwards
 *   each to the child that owns it; `page.changed` goes to all that read the page, and the
 *   saving machine's `page.saved` also goes to throttledFetch. Children's announcements
 *   are emitted again for the app.
 * - `failed`: `load.retry` -> `loading`.
 *
 * I/O is provided: `provideEditor(io)` plugs in the four calls (the children's included).
 * The document itself stays outside: `loadPage` opens it, the app loads `page.replaced`
 * copies into it, writes `factory.resolved` output into it, and reports each of its
 * changes as `page.changed` with the change's origin (events.ts). Changes before `ready` are
 * not heard: the children start from `loadPage`'s snapshot.
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
    loadPage: notProvided<LoadedPage, LoadPageInput>('loadPage'),
    selection: selectionMachine,
    history: historyMachine,
    saving: savingMachine,
    throttledFetch: throttledFetchMachine,
    itemFactories: itemFactoryMachine,
    relayEmitted,
  },
  guards: {
    hasNoDivision: (_, params: { loaded: LoadedPage }) => params.loaded.page.divisionId === null,
  },
  actions: {
    recordLoaded: assign((_, params: { loaded: LoadedPage }) => ({
      loaded: params.loaded,
      loadError: null,
    })),
    recordLoadError: assign((_, params: { message: string }) => ({ loadError: params.message })),
    announce: emit((_, params: RelayedEvent) => params),
    toSelection: forwardTo('selection'),
    toHistory: forwardTo('history'),
    toSaving: forwardTo('saving'),
    toThrottledFetch: forwardTo('throttledFetch'),
    toItemFactories: forwardTo('itemFactories'),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({ pageId: input.pageId, loaded: null, loadError: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: [
          {
            guard: { type: 'hasNoDivision', params: ({ event }) => ({ loaded: event.output }) },
            target: 'failed',
            actions: {
              type: 'recordLoadError',
              params: { message: PAGE_LOAD_MESSAGES.noDivision },
            },
          },
          {
            target: 'ready',
            actions: { type: 'recordLoaded', params: ({ event }) => ({ loaded: event.output }) },
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
      invoke: [
        {
          id: 'selection',
          src: 'selection',
          input: ({ context }) => ({ blocks: opened(context).page.blocks }),
        },
        {
          id: 'history',
          src: 'history',
          input: ({ context }) => ({ undoManager: opened(context).undoManager }),
        },
        {
          id: 'saving',
          src: 'saving',
          input: ({ context }) => {
            const { page, hasUnsavedChanges } = opened(context);
            return { page, hasUnsavedChanges };
          },
        },
        {
          id: 'throttledFetch',
          src: 'throttledFetch',
          input: ({ context }) => ({
            pageId: context.pageId,
            version: opened(context).page.version,
            hasUnsavedChanges: opened(context).hasUnsavedChanges,
          }),
        },
        {
          id: 'itemFactories',
          src: 'itemFactories',
          input: ({ context }) => ({ blocks: opened(context).page.blocks }),
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
  loadPage: (input: LoadPageInput, signal: AbortSignal) => Promise<LoadedPage>;
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
