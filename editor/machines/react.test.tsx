// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import * as Y from 'yjs';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import type { Page } from '../../src/model';
import { provideEditor } from './editor';
import {
  useBlockSelection,
  useHistoryAvailability,
  useItemFactoryState,
  useSaveIndicator,
  useSelectedIds,
} from './react';
import type { FetchSourceOutput } from './itemFactory';
import { deferred, settle } from './testing/testKit';

const page = pageOf(
  [
    sketch('hero', 'banner'),
    sketch('grid-1', 'grid', [], {
      properties: { itemFactory: { factory: 'products', source: 'newIn' }, template: 'v2' },
    }),
  ],
  { id: 14, version: 4, divisionId: 3 },
);

function startEditor() {
  const clock = new SimulatedClock();
  const save = deferred<Page>();
  const source = deferred<FetchSourceOutput>();
  const doc = new Y.Doc();
  const blocks = doc.getMap<string>('blocks');
  const undoManager = new Y.UndoManager(blocks);
  const editor = createActor(
    provideEditor({
      loadPage: () => Promise.resolve({ page, undoManager, hasUnsavedChanges: false }),
      savePage: () => save.promise,
      fetchPage: () => Promise.resolve(page),
      fetchSource: () => source.promise,
    }),
    { clock, input: { pageId: 14 } },
  ).start();
  return { clock, editor, save, source, doc, blocks };
}

describe('editor hooks', () => {
  it('give the empty answer while the page loads, then follow the children', async () => {
    const { editor } = startEditor();
    const { result } = renderHook(() => useSaveIndicator(editor));
    expect(result.current).toEqual({
      status: null,
      isSaving: false,
      hasUnsavedChanges: false,
      serverPage: null,
    });
    await act(settle);
    expect(result.current.status).toBe('idle');
  });

  it('useSaveIndicator shows unsaved changes, the saving flag and its 500 ms tail', async () => {
    const { clock, editor, save } = startEditor();
    await settle();
    const { result } = renderHook(() => useSaveIndicator(editor));
    act(() => editor.send({ type: 'page.changed', page, origin: 'local' }));
    expect(result.current).toMatchObject({
      status: 'dirty',
      hasUnsavedChanges: true,
      isSaving: false,
    });
    act(() => editor.send({ type: 'save.requested' }));
    expect(result.current).toMatchObject({ status: 'saving', isSaving: true });
    save.resolve({ ...page, version: 5 });
    await act(settle);
    expect(result.current).toMatchObject({
      status: 'idle',
      hasUnsavedChanges: false,
      isSaving: true,
    });
    act(() => clock.increment(500));
    expect(result.current.isSaving).toBe(false);
  });

  it('useHistoryAvailability follows the undo manager', async () => {
    const { editor, doc, blocks } = startEditor();
    await settle();
    const { result } = renderHook(() => useHistoryAvailability(editor));
    expect(result.current).toEqual({ canUndo: false, canRedo: false });
    act(() => doc.transact(() => blocks.set('hero', 'banner')));
    expect(result.current).toEqual({ canUndo: true, canRedo: false });
  });

  it('useBlockSelection re-renders a block only when its own state changes', async () => {
    const { editor } = startEditor();
    await settle();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useBlockSelection(editor, 'hero');
    });
    const ids = renderHook(() => useSelectedIds(editor));
    act(() => editor.send({ type: 'block.select', id: 'hero', additive: false }));
    expect(result.current).toEqual({ selected: true, hovered: false });
    const rendersWhenSelected = renders;
    act(() => editor.send({ type: 'block.hover', id: 'grid-1' }));
    expect(renders).toBe(rendersWhenSelected);
    act(() => editor.send({ type: 'block.select', id: 'grid-1', additive: true }));
    expect(renders).toBe(rendersWhenSelected);
    expect(ids.result.current).toEqual(['hero', 'grid-1']);
  });

  it("useItemFactoryState shows a factory block's loading and then resolved state", async () => {
    const { editor, source } = startEditor();
    await settle();
    const { result } = renderHook(() => useItemFactoryState(editor, 'grid-1'));
    const other = renderHook(() => useItemFactoryState(editor, 'hero'));
    expect(result.current).toEqual({ status: 'loading', error: null });
    expect(other.result.current).toBeUndefined();
    source.resolve([{ type: 'pod', properties: { title: 'Organic tee' } }]);
    await act(settle);
    expect(result.current).toEqual({ status: 'resolved', error: null });
  });
});
