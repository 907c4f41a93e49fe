import type { PageCommand } from '../../src/commands';
import { currentIdGenerator, setIdGenerator, type Page } from '../../src/model';
import type { RecordedEvent, RecordedSession, RecordedStep } from './session';

export interface SessionRecorder {
  command(command: PageCommand): void;
  updatePage(patch: Record<string, unknown>): void;
  undo(): void;
  redo(): void;
  merge(theirs: Page): void;
  /** Stops recording the ids the editor makes. */
  stop(): void;
  /** The session so far, ending with `finalPage`. */
  finish(finalPage: Page, name: string, description?: string): RecordedSession;
  steps(): readonly RecordedStep[];
}

/**
 * Records what a seller does in the editor, with timing: the editor calls it beside each
 * edit it makes. `now` is injected (performance.now in the browser, a fake clock in tests).
 */
export function createRecorder(
  startPage: Page,
  now: () => number,
  options: { captureTimeout?: number; idPrefix?: string } = {},
): SessionRecorder {
  const started = now();
  const steps: RecordedStep[] = [];
  // Ids made since the last step (a palette block's, a duplicate's): kept with the next
  // step so a replay makes exactly the same ones.
  let pendingIds: string[] = [];
  const previousGenerator = currentIdGenerator();
  const restore = setIdGenerator(() => {
    const id = previousGenerator();
    pendingIds.push(id);
    return id;
  });
  const push = (event: RecordedEvent) => {
    steps.push({
      at: Math.round(now() - started),
      event: structuredClone(event),
      ...(pendingIds.length > 0 ? { ids: pendingIds } : {}),
    });
    pendingIds = [];
  };
  return {
    command: (command) => push({ kind: 'command', command }),
    updatePage: (patch) => push({ kind: 'updatePage', patch }),
    undo: () => push({ kind: 'undo' }),
    redo: () => push({ kind: 'redo' }),
    merge: (theirs) => push({ kind: 'merge', theirs }),
    steps: () => steps,
    stop: restore,
    finish: (finalPage, name, description = '') => ({
      format: 'omnis-session',
      version: 1,
      name,
      description,
      captureTimeout: options.captureTimeout ?? 500,
      idPrefix: options.idPrefix ?? 'replay',
      startPage: structuredClone(startPage),
      steps: structuredClone(steps),
      expectedPage: structuredClone(finalPage),
    }),
  };
}
