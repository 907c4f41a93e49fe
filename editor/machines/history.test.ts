import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as Y from 'yjs';
import { historyMachine, type UndoManagerLike, type UndoStackEventName } from './history';

/** An undo manager over a list of named steps, firing the stack events Y.UndoManager fires. */
class FakeUndoManager implements UndoManagerLike {
  undoStack: string[] = [];
  redoStack: string[] = [];
  readonly listeners = new Map<UndoStackEventName, Set<() => void>>();

  record(step: string) {
    this.undoStack.push(step);
    this.redoStack = [];
    this.fire('stack-item-added');
  }
  undo() {
    const step = this.undoStack.pop();
    if (step !== undefined) this.redoStack.push(step);
    this.fire('stack-item-popped');
  }
  redo() {
    const step = this.redoStack.pop();
    if (step !== undefined) this.undoStack.push(step);
    this.fire('stack-item-popped');
  }
  clear() {
    this.undoStack = [];
    this.redoStack = [];
    this.fire('stack-cleared');
  }
  canUndo() {
    return this.undoStack.length > 0;
  }
  canRedo() {
    return this.redoStack.length > 0;
  }
  on(name: UndoStackEventName, listener: () => void) {
    this.listeners.set(name, (this.listeners.get(name) ?? new Set()).add(listener));
  }
  off(name: UndoStackEventName, listener: () => void) {
    this.listeners.get(name)?.delete(listener);
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }
  private fire(name: UndoStackEventName) {
    for (const listener of this.listeners.get(name) ?? []) listener();
  }
}

const availability = (actor: {
  getSnapshot(): { context: { canUndo: boolean; canRedo: boolean } };
}) => {
  const { canUndo, canRedo } = actor.getSnapshot().context;
  return { canUndo, canRedo };
};

describe('history machine over a fake undo manager', () => {
  it('starts from what the undo manager already holds', () => {
    const undoManager = new FakeUndoManager();
    undoManager.record('insert banner');
    const actor = createActor(historyMachine, { input: { undoManager } }).start();
    expect(availability(actor)).toEqual({ canUndo: true, canRedo: false });
  });

  it('edit -> canUndo; history.undo -> canRedo; history.redo -> canUndo again', () => {
    const undoManager = new FakeUndoManager();
    const actor = createActor(historyMachine, { input: { undoManager } }).start();
    expect(availability(actor)).toEqual({ canUndo: false, canRedo: false });

    undoManager.record('resize text-1');
    expect(availability(actor)).toEqual({ canUndo: true, canRedo: false });

    actor.send({ type: 'history.undo' });
    expect(undoManager.redoStack).toEqual(['resize text-1']);
    expect(availability(actor)).toEqual({ canUndo: false, canRedo: true });

    actor.send({ type: 'history.redo' });
    expect(undoManager.undoStack).toEqual(['resize text-1']);
    expect(availability(actor)).toEqual({ canUndo: true, canRedo: false });
  });

  it('mirrors a cleared stack', () => {
    const undoManager = new FakeUndoManager();
    undoManager.record('delete hero');
    const actor = createActor(historyMachine, { input: { undoManager } }).start();
    undoManager.clear();
    expect(availability(actor)).toEqual({ canUndo: false, canRedo: false });
  });

  it('does not call undo or redo with nothing to undo or redo', () => {
    const undoManager = new FakeUndoManager();
    let calls = 0;
    undoManager.undo = () => void (calls += 1);
    undoManager.redo = () => void (calls += 1);
    const actor = createActor(historyMachine, { input: { undoManager } }).start();
    actor.send({ type: 'history.undo' });
    actor.send({ type: 'history.redo' });
    expect(calls).toBe(0);
  });

  it('removes its listeners when stopped', () => {
    const undoManager = new FakeUndoManager();
    const actor = createActor(historyMachine, { input: { undoManager } }).start();
    expect(undoManager.listenerCount()).toBe(3);
    actor.stop();
    expect(undoManager.listenerCount()).toBe(0);
  });
});

describe('history machine over a real Y.UndoManager', () => {
  const LOCAL = Symbol('local');
  const setUp = () => {
    const doc = new Y.Doc();
    const blocks = doc.getMap<string>('blocks');
    const undoManager = new Y.UndoManager(blocks, {
      trackedOrigins: new Set([LOCAL]),
      captureTimeout: 0,
    });
    const actor = createActor(historyMachine, { input: { undoManager } }).start();
    const edit = (key: string, value: string) => doc.transact(() => blocks.set(key, value), LOCAL);
    return { doc, blocks, undoManager, actor, edit };
  };

  it('undoes and redoes local edits, keeping canUndo and canRedo current', () => {
    const { blocks, actor, edit } = setUp();
    edit('hero', 'banner');
    edit('footer', 'textBlock');
    expect(availability(actor)).toEqual({ canUndo: true, canRedo: false });

    actor.send({ type: 'history.undo' });
    expect(blocks.toJSON()).toEqual({ hero: 'banner' });
    actor.send({ type: 'history.undo' });
    expect(blocks.toJSON()).toEqual({});
    expect(availability(actor)).toEqual({ canUndo: false, canRedo: true });

    actor.send({ type: 'history.redo' });
    expect(blocks.toJSON()).toEqual({ hero: 'banner' });
    expect(availability(actor)).toEqual({ canUndo: true, canRedo: true });
  });

  it('a new edit after undo empties the redo stack', () => {
    const { actor, edit } = setUp();
    edit('hero', 'banner');
    actor.send({ type: 'history.undo' });
    edit('hero', 'image');
    expect(availability(actor)).toEqual({ canUndo: true, canRedo: false });
  });

  it('never undoes a change made with another origin', () => {
    const { doc, blocks, actor } = setUp();
    doc.transact(() => blocks.set('hero', 'banner'), 'load');
    expect(availability(actor)).toEqual({ canUndo: false, canRedo: false });
    actor.send({ type: 'history.undo' });
    expect(blocks.toJSON()).toEqual({ hero: 'banner' });
  });

  it('mirrors undoManager.clear()', () => {
    const { undoManager, actor, edit } = setUp();
    edit('hero', 'banner');
    undoManager.clear();
    expect(availability(actor)).toEqual({ canUndo: false, canRedo: false });
  });
});
