import { assign, setup } from 'xstate';
import type { Block } from '../../src/model';
import type { PageChangedEvent } from './events';
import { blockOutline, stepInOutline, type OutlineStep } from './outline';

/**
 * Which blocks the seller has selected and which one the pointer is over.
 *
 * - States `none`, `one`, `many` follow the number of selected ids; each state asserts its
 *   own count with `always`, so any event that changes the selection lands in the right one.
 * - `selectedIds` keeps selection order; its last id is the focus that keyboard steps start
 *   from (and the block the properties panel shows).
 * - The tree: the machine keeps the page's `blocks` from its input and every `page.changed`
 *   (the events carry the snapshot, so the order used for a step is always the one on
 *   screen), and reads the outline (outline.ts) only when it needs it.
 * - Blocks that leave the page (deleted, or gone with a replaced copy) drop out of the
 *   selection and the hover on `page.changed`; ids that are not on the page are never
 *   selected.
 */
export interface SelectionContext {
  selectedIds: readonly string[];
  hoveredId: string | null;
  blocks: readonly Block[];
}

export interface SelectionInput {
  blocks: readonly Block[];
}

export type SelectionEvent =
  /** A click on a block; `additive` (shift held) adds it, or removes it when selected. */
  | { type: 'block.select'; id: string; additive: boolean }
  | { type: 'block.hover'; id: string | null }
  | { type: 'selection.clear' }
  | { type: 'selection.set'; ids: readonly string[] }
  | { type: 'selection.next' }
  | { type: 'selection.previous' }
  | { type: 'selection.parent' }
  | { type: 'selection.firstChild' }
  | PageChangedEvent;

/** The block keyboard steps start from: the last one selected. */
export const focusedBlockId = (context: Pick<SelectionContext, 'selectedIds'>): string | null =>
  context.selectedIds[context.selectedIds.length - 1] ?? null;

const selectableIds = (blocks: readonly Block[]): ReadonlySet<string> =>
  new Set(blockOutline(blocks).order);

/** The selection after a click: a plain click selects one; shift toggles one in or out. */
export function clickSelection(
  selectedIds: readonly string[],
  id: string,
  additive: boolean,
): readonly string[] {
  if (!additive) return [id];
  return selectedIds.includes(id)
    ? selectedIds.filter((selected) => selected !== id)
    : [...selectedIds, id];
}

const keyboardStep =
  (step: OutlineStep) =>
  ({ context }: { context: SelectionContext }) => {
    const target = stepInOutline(blockOutline(context.blocks), focusedBlockId(context), step);
    return target === undefined ? context.selectedIds : [target];
  };

export const selectionMachine = setup({
  types: {
    context: {} as SelectionContext,
    input: {} as SelectionInput,
    events: {} as SelectionEvent,
  },
  guards: {
    isSelectable: ({ context, event }) =>
      event.type === 'block.select' && selectableIds(context.blocks).has(event.id),
    isEmpty: ({ context }) => context.selectedIds.length === 0,
    isSingle: ({ context }) => context.selectedIds.length === 1,
    isMany: ({ context }) => context.selectedIds.length > 1,
  },
  actions: {
    select: assign({
      selectedIds: ({ context, event }) =>
        event.type === 'block.select'
          ? clickSelection(context.selectedIds, event.id, event.additive)
          : context.selectedIds,
    }),
    hover: assign({
      hoveredId: ({ event }) => (event.type === 'block.hover' ? event.id : null),
    }),
    clear: assign({ selectedIds: [] }),
    setSelection: assign({
      selectedIds: ({ context, event }) => {
        if (event.type !== 'selection.set') return context.selectedIds;
        const selectable = selectableIds(context.blocks);
        return [...new Set(event.ids)].filter((id) => selectable.has(id));
      },
    }),
    stepNext: assign({ selectedIds: keyboardStep('next') }),
    stepPrevious: assign({ selectedIds: keyboardStep('previous') }),
    stepParent: assign({ selectedIds: keyboardStep('parent') }),
    stepFirstChild: assign({ selectedIds: keyboardStep('firstChild') }),
    followPage: assign(({ context, event }) => {
      if (event.type !== 'page.changed') return {};
      const blocks = event.page.blocks;
      // Every keystroke is a page change: walk the tree only when something could drop out.
      if (context.selectedIds.length === 0 && context.hoveredId === null) return { blocks };
      const selectable = selectableIds(blocks);
      const selectedIds = context.selectedIds.filter((id) => selectable.has(id));
      const hoveredId =
        context.hoveredId !== null && selectable.has(context.hoveredId) ? context.hoveredId : null;
      return {
        blocks,
        selectedIds:
          selectedIds.length === context.selectedIds.length ? context.selectedIds : selectedIds,
        hoveredId,
      };
    }),
  },
}).createMachine({
  id: 'selection',
  context: ({ input }) => ({ selectedIds: [], hoveredId: null, blocks: input.blocks }),
  initial: 'none',
  on: {
    'block.select': { guard: 'isSelectable', actions: 'select' },
    'block.hover': { actions: 'hover' },
    'selection.clear': { actions: 'clear' },
    'selection.set': { actions: 'setSelection' },
    'selection.next': { actions: 'stepNext' },
    'selection.previous': { actions: 'stepPrevious' },
    'selection.parent': { actions: 'stepParent' },
    'selection.firstChild': { actions: 'stepFirstChild' },
    'page.changed': { actions: 'followPage' },
  },
  states: {
    none: {
      always: [
        { guard: 'isSingle', target: 'one' },
        { guard: 'isMany', target: 'many' },
      ],
    },
    one: {
      always: [
        { guard: 'isEmpty', target: 'none' },
        { guard: 'isMany', target: 'many' },
      ],
    },
    many: {
      always: [
        { guard: 'isEmpty', target: 'none' },
        { guard: 'isSingle', target: 'one' },
      ],
    },
  },
});
