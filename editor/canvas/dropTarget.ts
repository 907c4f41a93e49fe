import { GRID_COLUMNS } from '../../src/model';

/** What a draggable carries (dnd-kit `data.current`). */
export type DragData =
  | { kind: 'palette'; blockType: string }
  | { kind: 'block'; id: string; parentId: string | null; index: number; type: string };

/** What a drop target carries. */
export type DropData =
  | {
      kind: 'block';
      id: string;
      parentId: string | null;
      index: number;
      width: number;
      ancestors: readonly string[];
    }
  | { kind: 'container'; parentId: string | null; count: number; ancestors: readonly string[] };

/**
 * A block cannot be dropped onto itself or anywhere inside itself. `ancestors` of a target
 * are the ids of the blocks it sits in (for a container target, including the container).
 */
export function acceptsDrop(drag: DragData, over: DropData): boolean {
  if (drag.kind === 'palette') return true;
  if (over.kind === 'block' && over.id === drag.id) return false;
  return !over.ancestors.includes(drag.id);
}

/** Where a drop puts the dragged block: a container and a position in it. */
export interface DropPosition {
  parentId: string | null;
  index: number;
}

export type DropSide = 'before' | 'after';

/**
 * Which side of a block the pointer is on. Blocks narrower than the row sit side by side,
 * so the horizontal half decides; a full-width block stacks, so the vertical half does.
 */
export function dropSide(
  rect: { left: number; top: number; width: number; height: number },
  pointer: { x: number; y: number },
  width: number,
): DropSide {
  if (width < GRID_COLUMNS) return pointer.x < rect.left + rect.width / 2 ? 'before' : 'after';
  return pointer.y < rect.top + rect.height / 2 ? 'before' : 'after';
}

/**
 * Where a drop lands: before or after the block under the pointer, or at the end of the
 * container under it. Positions are "after the move" indices among the container's
 * children, which is what the move command takes: dropping a block after itself or just
 * before its next sibling leaves it in place.
 */
export function dropPosition(
  drag: DragData,
  over: DropData,
  side: DropSide | 'inside',
): DropPosition {
  if (side === 'inside' && over.kind === 'block') return { parentId: over.id, index: 0 };
  if (over.kind === 'container') {
    const sameContainer = drag.kind === 'block' && drag.parentId === over.parentId;
    return { parentId: over.parentId, index: sameContainer ? over.count - 1 : over.count };
  }
  let index = over.index + (side === 'after' ? 1 : 0);
  if (drag.kind === 'block' && drag.parentId === over.parentId && drag.index < index) index -= 1;
  return { parentId: over.parentId, index };
}
