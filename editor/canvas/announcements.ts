import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { DragData, DropData } from './dropTarget';

/** Names for the announcements: a block's title, a container's name. */
export interface AnnouncementNames {
  dragged: (data: DragData) => string;
  container: (parentId: string | null) => string;
  /** A block's title, for "over {title}". */
  block: (id: string) => string;
}

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a block, press Space or Enter. Use the arrow keys to move it to a new position, then press Space or Enter to drop it, or Escape to cancel.',
};

const where = (names: AnnouncementNames, over: DropData | undefined): string => {
  if (!over) return 'not over a drop position';
  if (over.kind === 'container') return `at the end of ${names.container(over.parentId)}`;
  if (over.emptyContainer) return `over ${names.block(over.id)}, an empty container: drop to put it inside`;
  return `over ${names.block(over.id)}, position ${over.index + 1} of ${names.container(over.parentId)}`;
};

/**
 * What screen readers hear while a block is dragged with the keyboard or a pointer
 * (dnd-kit live region): picked up, where it is over, where it was dropped, or that the
 * drag was cancelled and the block went back.
 */
export function dragAnnouncements(names: AnnouncementNames): Announcements {
  const title = (data: unknown) => (data ? names.dragged(data as DragData) : 'Block');
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.data.current)}.`,
    onDragOver: ({ active, over }) => `${title(active.data.current)} is ${where(names, over?.data.current as DropData | undefined)}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.data.current)} was dropped ${where(names, over.data.current as DropData | undefined)}.`
        : `${title(active.data.current)} was not dropped.`,
    onDragCancel: ({ active }) => `Dragging was cancelled. ${title(active.data.current)} was returned to its place.`,
  };
}
