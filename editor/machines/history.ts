import { assign, fromCallback, setup } from 'xstate';

/** The stack events of `Y.UndoManager` that can change what undo and redo may do. */
export const UNDO_STACK_EVENTS = [
  'stack-item-added',
  'stack-item-popped',
  'stack-cleared',
] as const;
export type UndoStackEventName = (typeof UNDO_STACK_EVENTS)[number];

/**
 * The part of `Y.UndoManager` the history machine uses; a real one (editor/doc) or a fake
 * in tests. Grouping rapid typing into one step is the undo manager's `captureTimeout`,
 * and tracking only the seller's own edits is its `trackedOrigins`: both set where the
 * undo manager is made.
 */
export interface UndoManagerLike {
  undo(): unknown;
  redo(): unknown;
  canUndo(): boolean;
  canRedo(): boolean;
  on(name: UndoStackEventName, listener: () => void): unknown;
  off(name: UndoStackEventName, listener: () => void): unknown;
}

export interface HistoryContext {
  undoManager: UndoManagerLike;
  /** For the toolbar: kept current by the stack watcher. */
  canUndo: boolean;
  canRedo: boolean;
}

export interface HistoryInput {
  undoManager: UndoManagerLike;
}

export type HistoryEvent =
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  /** From the stack watcher: the undo manager's stacks changed. */
  | { type: 'history.stackChanged'; canUndo: boolean; canRedo: boolean };

const availability = (undoManager: UndoManagerLike) => ({
  canUndo: undoManager.canUndo(),
  canRedo: undoManager.canRedo(),
});

/**
 * Subscribes to the undo manager's stack events and reports what undo and redo may do
 * after each one; the cleanup removes exactly the listeners it added.
 */
export const watchUndoStack = fromCallback<HistoryEvent, { undoManager: UndoManagerLike }>(
  ({ input: { undoManager }, sendBack }) => {
    const report = () => sendBack({ type: 'history.stackChanged', ...availability(undoManager) });
    for (const name of UNDO_STACK_EVENTS) undoManager.on(name, report);
    return () => {
      for (const name of UNDO_STACK_EVENTS) undoManager.off(name, report);
    };
  },
);

/**
 * Undo and redo over the page document's undo manager. The machine never keeps a stack of
 * its own: the undo manager is the truth, and `canUndo`/`canRedo` mirror it for the
 * toolbar. Undo with nothing to undo (a key held down past the bottom of the stack) does
 * nothing.
 */
export const historyMachine = setup({
  types: {
    context: {} as HistoryContext,
    input: {} as HistoryInput,
    events: {} as HistoryEvent,
  },
  actors: { watchUndoStack },
  guards: {
    canUndo: ({ context }) => context.canUndo,
    canRedo: ({ context }) => context.canRedo,
  },
  actions: {
    undo: ({ context }) => {
      context.undoManager.undo();
    },
    redo: ({ context }) => {
      context.undoManager.redo();
    },
    mirrorStack: assign(({ event }) =>
      event.type === 'history.stackChanged'
        ? { canUndo: event.canUndo, canRedo: event.canRedo }
        : {},
    ),
  },
}).createMachine({
  id: 'history',
  context: ({ input }) => ({ undoManager: input.undoManager, ...availability(input.undoManager) }),
  invoke: {
    src: 'watchUndoStack',
    input: ({ context }) => ({ undoManager: context.undoManager }),
  },
  on: {
    'history.undo': { guard: 'canUndo', actions: 'undo' },
    'history.redo': { guard: 'canRedo', actions: 'redo' },
    'history.stackChanged': { actions: 'mirrorStack' },
  },
});
