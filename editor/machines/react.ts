import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Page } from '../../src/model';
import type { editorMachine } from './editor';
import { blockFactoryState, factoryChildId, type BlockFactoryState } from './itemFactory';
import type { savingMachine } from './saving';

/**
 * Hooks for the editor's UI. The children live inside the editor actor, so each hook
 * first selects the child (it changes only when `ready` starts or ends) and then the few
 * values a component needs, compared shallowly: a component re-renders only when its
 * values change. Before `ready` they give the empty answer.
 */
export type EditorActorRef = ActorRefFrom<typeof editorMachine>;

export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'offline' | 'conflict' | 'failed';

export interface SaveIndicator {
  status: SaveStatus | null;
  /** The saving flag: on while saving and 500 ms after. */
  isSaving: boolean;
  /** For the "leave with unsaved changes" prompt. */
  hasUnsavedChanges: boolean;
  /** In `conflict`: the copy someone else saved. */
  serverPage: Page | null;
}

const NO_SAVE: SaveIndicator = {
  status: null,
  isSaving: false,
  hasUnsavedChanges: false,
  serverPage: null,
};

export function saveIndicatorOf(
  snapshot: SnapshotFrom<typeof savingMachine> | undefined,
): SaveIndicator {
  if (!snapshot) return NO_SAVE;
  return {
    status: snapshot.value.status as SaveStatus,
    isSaving: snapshot.hasTag('saving'),
    hasUnsavedChanges: snapshot.context.hasUnsavedChanges,
    serverPage: snapshot.context.serverPage,
  };
}

export function useSaveIndicator(editor: EditorActorRef): SaveIndicator {
  const saving = useSelector(editor, (snapshot) => snapshot.children.saving);
  return useSelector(saving, saveIndicatorOf, shallowEqual);
}

export function useHistoryAvailability(editor: EditorActorRef): {
  canUndo: boolean;
  canRedo: boolean;
} {
  const history = useSelector(editor, (snapshot) => snapshot.children.history);
  return useSelector(
    history,
    (snapshot) => ({
      canUndo: snapshot?.context.canUndo ?? false,
      canRedo: snapshot?.context.canRedo ?? false,
    }),
    shallowEqual,
  );
}

const NO_IDS: readonly string[] = [];

export function useSelectedIds(editor: EditorActorRef): readonly string[] {
  const selection = useSelector(editor, (snapshot) => snapshot.children.selection);
  return useSelector(selection, (snapshot) => snapshot?.context.selectedIds ?? NO_IDS);
}

/** One block's frame: selecting another block re-renders only the two frames that change. */
export function useBlockSelection(
  editor: EditorActorRef,
  blockId: string,
): { selected: boolean; hovered: boolean } {
  const selection = useSelector(editor, (snapshot) => snapshot.children.selection);
  return useSelector(
    selection,
    (snapshot) => ({
      selected: snapshot?.context.selectedIds.includes(blockId) ?? false,
      hovered: snapshot?.context.hoveredId === blockId,
    }),
    shallowEqual,
  );
}

/** A factory block's loading and error state; undefined for a block with no factory run. */
export function useItemFactoryState(
  editor: EditorActorRef,
  uid: string,
): BlockFactoryState | undefined {
  const factories = useSelector(editor, (snapshot) => snapshot.children.itemFactories);
  const factory = useSelector(factories, (snapshot) => snapshot?.children[factoryChildId(uid)]);
  return useSelector(factory, (snapshot) => snapshot && blockFactoryState(snapshot), shallowEqual);
}
