import { closestCenter, type CollisionDetection } from '@dnd-kit/core';
import { acceptsDrop, type DragData, type DropData } from './dropTarget';

/**
 * Nested containers on a grid: the target is the innermost drop target under the pointer
 * (the smallest one containing it), so a block inside a row wins over the row, and the
 * row's inner area (append) wins over the page. A block's own frame and everything inside
 * it are never targets. Keyboard dragging has no pointer and falls back to the closest
 * centre, which is what sortable keyboard coordinates expect.
 */
export const innermostUnderPointer: CollisionDetection = (args) => {
  const drag = args.active.data.current as DragData | undefined;
  const allowed = args.droppableContainers.filter((container) => {
    const data = container.data.current as DropData | undefined;
    return data !== undefined && (drag === undefined || acceptsDrop(drag, data));
  });
  const pointer = args.pointerCoordinates;
  if (!pointer) {
    // Keyboard: the block's own place is a target too (dropping there changes nothing), so
    // the first arrow key steps to the neighbour rather than skipping past it.
    const withSelf = args.droppableContainers.filter((container) => {
      const data = container.data.current as DropData | undefined;
      return data !== undefined && (drag === undefined || acceptsDrop(drag, data) || (data.kind === 'block' && drag.kind === 'block' && data.id === drag.id));
    });
    return closestCenter({ ...args, droppableContainers: withSelf });
  }
  const hits = allowed
    .map((container) => ({ container, rect: args.droppableRects.get(container.id) }))
    .filter(
      (hit): hit is { container: (typeof allowed)[number]; rect: NonNullable<typeof hit.rect> } =>
        hit.rect !== undefined &&
        pointer.x >= hit.rect.left &&
        pointer.x <= hit.rect.right &&
        pointer.y >= hit.rect.top &&
        pointer.y <= hit.rect.bottom,
    )
    .sort((a, b) => a.rect.width * a.rect.height - b.rect.width * b.rect.height);
  return hits.map(({ container, rect }) => ({ id: container.id, data: { droppableContainer: container, value: rect.width * rect.height } }));
};
