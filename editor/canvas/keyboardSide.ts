import type { DragData, DropData, DropSide } from './dropTarget';

/**
 * Keyboard dragging has no pointer: sortable keyboard coordinates step the dragged block
 * onto the next or previous block. Stepping forward in the same container means "after
 * that block", stepping back (or into another container) "before it".
 */
export function keyboardSide(drag: DragData, over: DropData): DropSide {
  if (
    drag.kind === 'block' &&
    over.kind === 'block' &&
    drag.parentId === over.parentId &&
    drag.index < over.index
  ) {
    return 'after';
  }
  return 'before';
}
