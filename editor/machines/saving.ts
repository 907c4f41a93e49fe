import { assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import { SAVE_FLAG_DELAY_MS, type Page } from '../../src/model';
import { retryDelayMs } from './backoff';
import type { PageChangedEvent, PageReplacedEvent, PageSavedEvent } from './events';
import { notProvided } from './notProvided';
import { classifySaveFailure, type SaveFailure } from './saveFailure';

/** Autosave waits for this pause after the last edit, so typing makes one save, not many. */
export const AUTOSAVE_PAUSE_MS = 1_500;

/** After a page is saved, setup step 'homepage' is complete and 'collection' is current. */
export const SETUP_STEP_AFTER_SAVE = { step: 'homepage', next: 'collection' } as const;

/**
 * What `savePage` receives: the latest snapshot and the version it is based on. The actor
 * prepares the page for the wire (preparePageForSave) and sends `version` as the page's
 * version, so the server refuses it with a 409 when someone saved in between.
 */
export interface SaveRequest {
  page: Page;
  version: number;
}

export interface SavingInput {
  /** The page as opened; its version is the base of the first save. */
  page: Page;
  /**
   * The opened copy holds edits the server has not seen (the browser's stored copy after
   * a reload or a crash): they are autosaved first. Default false.
   */
  hasUnsavedChanges?: boolean;
}

export interface SavingContext {
  /** The latest snapshot: what the next save sends. */
  page: Page;
  /** The server version the next save is based on. */
  version: number;
  /** True from a local edit until a save that includes it succeeds (or a reload drops it). */
  hasUnsavedChanges: boolean;
  /** Edits that arrived while the request was in flight: they are saved next. */
  changedDuringSave: boolean;
  /** save.requested while saving: save again at once when edits arrived meanwhile. */
  saveQueued: boolean;
  /** Network failures in a row; the next retry waits retryDelayMs(retryAttempt). */
  retryAttempt: number;
  /** The last failure, until a save succeeds or a copy is loaded. */
  failure: SaveFailure | null;
  /** In `conflict`: the copy someone else saved. */
  serverPage: Page | null;
}

export type SavingEvent =
  | PageChangedEvent
  /** Save now (Ctrl/Cmd+S, the save button). */
  | { type: 'save.requested' }
  /** In conflict: take theirs; my unsaved edits are dropped. */
  | { type: 'conflict.reload' }
  /** In conflict: keep mine; see conflict.keep in the machine's docs. */
  | { type: 'conflict.keep' }
  /** The browser is back online (window 'online'): retry now instead of at the next backoff. */
  | { type: 'network.online' };

/** For the snackbar: `message` is the page save message (see saveFailure.ts). */
export interface SaveFailedEvent {
  type: 'save.failed';
  status: number;
  message: string;
  fields: string[];
}

export interface SetupStepCompletedEvent {
  type: 'setup.stepCompleted';
  step: typeof SETUP_STEP_AFTER_SAVE.step;
  next: typeof SETUP_STEP_AFTER_SAVE.next;
}

export type SavingEmitted =
  PageSavedEvent | PageReplacedEvent | SaveFailedEvent | SetupStepCompletedEvent;

const failureKind = (context: SavingContext): SaveFailure['kind'] | undefined =>
  context.failure?.kind;

/**
 * Saving the page: autosave after a pause, save on demand, the saving flag, typed errors,
 * conflicts and offline retries. Two parallel regions:
 *
 * `status`:
 * - `idle`: nothing unsaved. A local edit -> `dirty` (so does an opened copy that holds
 *   unsaved edits, at once).
 * - `dirty`: waits AUTOSAVE_PAUSE_MS (1500 ms) after the LAST edit (each edit restarts the
 *   wait), or `save.requested` -> `saving`.
 * - `saving`: `savePage` gets the snapshot and its base version. Edits meanwhile are kept
 *   and saved next: success goes to `dirty` when edits arrived (straight back to `saving`
 *   if save.requested came too), else to `idle`. Success emits `page.saved` and
 *   `setup.stepCompleted {step: 'homepage', next: 'collection'}`.
 * - `offline`: the request got no answer (network failure). Every edit is kept in the
 *   snapshot (and the document persists locally); retries wait 1 s, 2 s, 4 s ... up to
 *   30 s, or go at once on `save.requested` or `network.online`.
 * - `conflict`: a 409, someone saved a newer version. Nothing is overwritten; `serverPage`
 *   holds their copy and the seller chooses:
 *   - `conflict.reload` (take theirs): emits `page.replaced` with their copy (the editor
 *     loads it with a non-undoable origin); my unsaved edits are dropped; -> `idle`.
 *   - `conflict.keep` (keep mine): my snapshot, exactly as it is (every block and
 *     property, including edits made while the choice was open), is rebased onto their
 *     version number and saved -> `saving`. This is what "keep editing and merge" means
 *     here: a page-level merge in which mine wins. Nothing of their copy is kept but its
 *     version number; the seller has seen their copy (`serverPage`) before choosing.
 *     Concurrent edits inside one shared document merge in the document (Yjs) before any
 *     save, so this choice only arises against a writer outside it (another tab that was
 *     offline, an API client).
 * - `failed`: the server refused (402, 403, 404, 422, 5xx, ...): emits `save.failed` with
 *   the spec's message; the next edit autosaves again, `save.requested` retries now.
 * A `page.changed` of origin `load` (a server copy became the document) resets the base
 *   version and unsaved state from any status -> `idle`.
 *
 * `savingFlag` (tag `saving`): on while a save is in flight and for SAVE_FLAG_DELAY_MS
 * (500 ms) after it ends, so a fast save still shows; a save starting within those 500 ms
 * keeps it on without a flicker.
 */
export const savingMachine = setup({
  types: {
    context: {} as SavingContext,
    input: {} as SavingInput,
    events: {} as SavingEvent,
    emitted: {} as SavingEmitted,
  },
  actors: {
    savePage: notProvided<Page, SaveRequest>('savePage'),
  },
  delays: {
    autosavePause: AUTOSAVE_PAUSE_MS,
    saveFlagDelay: SAVE_FLAG_DELAY_MS,
    retryDelay: ({ context }) => retryDelayMs(context.retryAttempt),
  },
  guards: {
    isLocalEdit: ({ event }) => event.type === 'page.changed' && event.origin === 'local',
    isLoadedCopy: ({ event }) => event.type === 'page.changed' && event.origin === 'load',
    hasUnsavedChanges: ({ context }) => context.hasUnsavedChanges,
    saveQueuedWithChanges: ({ context }) => context.saveQueued && context.hasUnsavedChanges,
    failedWithConflict: ({ context }) => failureKind(context) === 'conflict',
    failedOffline: ({ context }) => failureKind(context) === 'network',
    saveInFlight: stateIn({ status: 'saving' }),
  },
  actions: {
    recordEdit: assign(({ event }) =>
      event.type === 'page.changed'
        ? { page: event.page, hasUnsavedChanges: true, changedDuringSave: true }
        : {},
    ),
    followPage: assign(({ event }) => (event.type === 'page.changed' ? { page: event.page } : {})),
    adoptLoadedPage: assign(({ event }) =>
      event.type === 'page.changed'
        ? {
            page: event.page,
            version: event.page.version,
            hasUnsavedChanges: false,
            changedDuringSave: false,
            saveQueued: false,
            retryAttempt: 0,
            failure: null,
            serverPage: null,
          }
        : {},
    ),
    startSave: assign({ changedDuringSave: false, saveQueued: false }),
    queueSave: assign({ saveQueued: true }),
    recordSaved: assign(({ context }, params: { saved: Page }) => ({
      version: params.saved.version,
      hasUnsavedChanges: context.changedDuringSave,
      retryAttempt: 0,
      failure: null,
    })),
    announceSaved: emit(({ context }, params: { saved: Page }) => ({
      type: 'page.saved' as const,
      page: params.saved,
      hasUnsavedChanges: context.hasUnsavedChanges,
    })),
    announceSetupStep: emit({ type: 'setup.stepCompleted', ...SETUP_STEP_AFTER_SAVE }),
    recordFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = classifySaveFailure(params.error);
      // Backoff counts network failures in a row; any answer from the server ends the run.
      return {
        failure,
        retryAttempt: failure.kind === 'network' ? context.retryAttempt : 0,
      };
    }),
    holdServerCopy: assign(({ context }) => ({
      serverPage: context.failure?.kind === 'conflict' ? context.failure.serverPage : null,
    })),
    countRetry: assign(({ context }) => ({ retryAttempt: context.retryAttempt + 1 })),
    reportFailure: enqueueActions(({ context, enqueue }) => {
      const failure = context.failure;
      if (failure?.kind !== 'rejected') return;
      const { status, message, fields } = failure;
      enqueue.emit({ type: 'save.failed', status, message, fields });
    }),
    announceServerCopy: emit(({ context }) => ({
      type: 'page.replaced' as const,
      page: context.serverPage ?? context.page,
    })),
    takeServerCopy: assign(({ context }) => {
      const theirs = context.serverPage ?? context.page;
      return {
        page: theirs,
        version: theirs.version,
        hasUnsavedChanges: false,
        failure: null,
        serverPage: null,
      };
    }),
    rebaseOntoServerCopy: assign(({ context }) => ({
      version: context.serverPage?.version ?? context.version,
      serverPage: null,
    })),
  },
}).createMachine({
  id: 'saving',
  type: 'parallel',
  context: ({ input }) => ({
    page: input.page,
    version: input.page.version,
    hasUnsavedChanges: input.hasUnsavedChanges ?? false,
    changedDuringSave: false,
    saveQueued: false,
    retryAttempt: 0,
    failure: null,
    serverPage: null,
  }),
  states: {
    status: {
      initial: 'idle',
      on: {
        'page.changed': [
          { guard: 'isLoadedCopy', target: '.idle', actions: 'adoptLoadedPage' },
          { guard: 'isLocalEdit', actions: 'recordEdit' },
          { actions: 'followPage' },
        ],
      },
      states: {
        idle: {
          // Only an opened copy with unsaved edits starts here with something to save.
          always: { guard: 'hasUnsavedChanges', target: 'dirty' },
          on: {
            'page.changed': { guard: 'isLocalEdit', target: 'dirty', actions: 'recordEdit' },
          },
        },
        dirty: {
          after: { autosavePause: 'saving' },
          on: {
            'page.changed': {
              guard: 'isLocalEdit',
              target: 'dirty',
              reenter: true,
              actions: 'recordEdit',
            },
            'save.requested': 'saving',
          },
        },
        saving: {
          entry: 'startSave',
          invoke: {
            src: 'savePage',
            input: ({ context }) => ({ page: context.page, version: context.version }),
            onDone: {
              target: 'afterSave',
              actions: [
                { type: 'recordSaved', params: ({ event }) => ({ saved: event.output }) },
                { type: 'announceSaved', params: ({ event }) => ({ saved: event.output }) },
                'announceSetupStep',
              ],
            },
            onError: {
              target: 'afterFailure',
              actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: { 'save.requested': { actions: 'queueSave' } },
        },
        /** Never rests here: edits that arrived meanwhile are saved next. */
        afterSave: {
          always: [
            { guard: 'saveQueuedWithChanges', target: 'saving' },
            { guard: 'hasUnsavedChanges', target: 'dirty' },
            { target: 'idle' },
          ],
        },
        /** Never rests here: routes the failure just recorded to its state. */
        afterFailure: {
          always: [
            { guard: 'failedWithConflict', target: 'conflict', actions: 'holdServerCopy' },
            { guard: 'failedOffline', target: 'offline', actions: 'countRetry' },
            { target: 'failed', actions: 'reportFailure' },
          ],
        },
        offline: {
          after: { retryDelay: 'saving' },
          on: { 'save.requested': 'saving', 'network.online': 'saving' },
        },
        conflict: {
          on: {
            'conflict.reload': {
              target: 'idle',
              actions: ['announceServerCopy', 'takeServerCopy'],
            },
            'conflict.keep': { target: 'saving', actions: 'rebaseOntoServerCopy' },
          },
        },
        failed: {
          on: {
            'page.changed': { guard: 'isLocalEdit', target: 'dirty', actions: 'recordEdit' },
            'save.requested': 'saving',
          },
        },
      },
    },
    savingFlag: {
      initial: 'hidden',
      states: {
        hidden: { always: { guard: 'saveInFlight', target: 'shown' } },
        shown: {
          tags: 'saving',
          always: { guard: not('saveInFlight'), target: 'lingering' },
        },
        lingering: {
          tags: 'saving',
          always: { guard: 'saveInFlight', target: 'shown' },
          after: { saveFlagDelay: 'hidden' },
        },
      },
    },
  },
});
