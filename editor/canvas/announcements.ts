import type { DragData, DropData } from './dropTarget';

/** Names for the announcements: a block's title, a container's name. */
export interface AnnouncementNames {
  dragged: (data: DragData) => string;
  container: (parentId: string | null) => string;
  /** A block's title, for "over {title}". */
  block: (id: string) => string;
}

/** How to drag with the keyboard, read once by screen readers on a drag handle. */
export const DRAG_INSTRUCTIONS =
  'To pick up a block, press Space. Use the arrow keys to move it to a new position, then press Space or Enter to drop it, or Escape to cancel.';

const where = (names: AnnouncementNames, over: DropData | null): string => {
  if (!over) return 'not over a drop position';
  if (over.kind === 'container') return `at the end of ${names.container(over.parentId)}`;
  return `over ${names.block(over.id)}, position ${over.index + 1} of ${names.container(over.parentId)}`;
};

/**
 * What screen readers hear while a block is dragged with the keyboard or a pointer: picked
 * up, where it is over, where it was dropped, or that the drag was cancelled.
 */
export function dragAnnouncements(names: AnnouncementNames) {
  return {
    pickedUp: (drag: DragData) => `Picked up ${names.dragged(drag)}.`,
    over: (drag: DragData, over: DropData | null) =>
      `${names.dragged(drag)} is ${where(names, over)}.`,
    dropped: (drag: DragData, over: DropData | null) =>
      over
        ? `${names.dragged(drag)} was dropped ${where(names, over)}.`
        : `${names.dragged(drag)} was not dropped.`,
    cancelled: (drag: DragData) =>
      `Dragging was cancelled. ${names.dragged(drag)} was returned to its place.`,
  };
}
