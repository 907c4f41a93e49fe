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
    // the first arrow key steps to the neighbour rather than skipping past it. The moved
    // block's centre plays the pointer: the innermost target containing it wins, so an
    // empty container's area (inside its frame) is reachable; else the closest centre.
    const withSelf = args.droppableContainers.filter((container) => {
      const data = container.data.current as DropData | undefined;
      return data !== undefined && (drag === undefined || acceptsDrop(drag, data) || (data.kind === 'block' && drag.kind === 'block' && data.id === drag.id));
    });
    const { collisionRect } = args;
    const centre = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
    const inside = innermostContaining(withSelf, args.droppableRects, centre);
    return inside.length > 0 ? inside : closestCenter({ ...args, droppableContainers: withSelf });
  }
  return innermostContaining(allowed, args.droppableRects, pointer);
};

type Containers = Parameters<CollisionDetection>[0]['droppableContainers'];
type Rects = Parameters<CollisionDetection>[0]['droppableRects'];

/** The targets whose rectangle contains a point, smallest (innermost) first. */
function innermostContaining(containers: Containers, rects: Rects, point: { x: number; y: number }) {
  return containers
    .map((container) => ({ container, rect: rects.get(container.id) }))
    .filter(
      (hit): hit is { container: Containers[number]; rect: NonNullable<typeof hit.rect> } =>
        hit.rect !== undefined && point.x >= hit.rect.left && point.x <= hit.rect.right && point.y >= hit.rect.top && point.y <= hit.rect.bottom,
    )
    .sort((a, b) => a.rect.width * a.rect.height - b.rect.width * b.rect.height)
    .map(({ container, rect }) => ({ id: container.id, data: { droppableContainer: container, value: rect.width * rect.height } }));
}
