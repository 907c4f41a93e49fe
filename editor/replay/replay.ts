import { createActor } from 'xstate';
import type * as Y from 'yjs';
import { applyCommandToDoc, createPageDoc } from '../doc/pageDoc';
import { MERGE_ORIGIN } from '../../src/pageDoc/origins';
import { createSnapshotStore } from '../../src/pageDoc/snapshot';
import { createUndoManager } from '../doc/undo';
import { historyMachine } from '../machines/history';
import { setIdGenerator, sequentialIds, type Page } from '../../src/model';
import type { CommandOptions, PagePatch } from '../../src/commands';
import type { RecordedSession, RecordedStep } from './session';

export interface Replayer {
  /** The page as it is after the steps played so far. */
  page(): Page;
  /** How many steps have played. */
  position(): number;
  done(): boolean;
  /** Plays the next step; false when there is none. */
  step(): boolean;
  /** Plays every remaining step. */
  playAll(): Page;
  /** Called after each step that changed the page; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

/**
 * Replays a recorded session through the same document layer and machines as the editor:
 * commands through the doc binding, undo and redo through the history machine over the
 * document's undo manager. Deterministic: ids come from the recording (or a seeded
 * sequence), and undo grouping follows the recorded timing (a pause as long as the capture
 * timeout separated two steps when recorded, so it does here), not the replay's speed.
 */
export function createReplayer(
  session: RecordedSession,
  options: CommandOptions = {},
  doc?: Y.Doc,
): Replayer {
  const document = createPageDoc(session.startPage, doc);
  const store = createSnapshotStore(document);
  const undoManager = createUndoManager(document, { captureTimeout: Number.MAX_SAFE_INTEGER });
  const history = createActor(historyMachine, { input: { undoManager } }).start();
  const seeded = sequentialIds(session.idPrefix);
  let base = session.startPage;
  let index = 0;
  let lastAt = -Infinity;

  const play = (step: RecordedStep) => {
    if (step.at - lastAt >= session.captureTimeout) undoManager.stopCapturing();
    lastAt = step.at;
    const recorded = [...(step.ids ?? [])];
    const restore = setIdGenerator(() => recorded.shift() ?? seeded());
    try {
      const { event } = step;
      switch (event.kind) {
        case 'command':
          applyCommandToDoc(document, store, event.command, options);
          break;
        case 'updatePage':
          applyCommandToDoc(document, store, {
            type: 'updatePage',
            patch: event.patch as PagePatch,
          });
          break;
        case 'undo':
          history.send({ type: 'history.undo' });
          break;
        case 'redo':
          history.send({ type: 'history.redo' });
          break;
        case 'merge':
          applyCommandToDoc(
            document,
            store,
            { type: 'mergePage', base, theirs: event.theirs },
            { origin: MERGE_ORIGIN },
          );
          base = event.theirs;
          break;
      }
    } finally {
      restore();
    }
  };

  const replayer: Replayer = {
    page: () => store.get(),
    position: () => index,
    done: () => index >= session.steps.length,
    step() {
      const next = session.steps[index];
      if (!next) return false;
      play(next);
      index += 1;
      return true;
    },
    playAll() {
      while (replayer.step()) {
        // every step plays in order
      }
      return store.get();
    },
    subscribe: (listener) => store.subscribe(listener),
    destroy() {
      history.stop();
      undoManager.destroy();
      store.destroy();
      document.destroy();
    },
  };
  return replayer;
}
