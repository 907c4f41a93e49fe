import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  sortableKeyboardCoordinates,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useRef, type ReactNode } from 'react';
import { ORDER_ANNOUNCEMENTS } from '../../src/products';

export interface SortableListProps<T> {
  items: readonly T[];
  /**
   * A key per item: its url or id when it has one, else its position (a list whose items
   * are edited in place, like a submenu's tiles, keeps its inputs mounted that way).
   */
  keyOf: (item: T, index: number) => string;
  /** What the drag handle and the announcements call the item ("Image 2: Front"). */
  labelOf: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  /** The item's own controls, drawn beside its handle. */
  children: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  className?: string;
}

/**
 * An ordered list the seller rearranges by mouse (drag the handle) or keyboard (focus the
 * handle, Space to pick up, arrows to move, Space to drop, Escape to cancel), with each
 * step announced in words. Used for a product's images, a collection's products and the
 * main menu's entries, submenus, tiles and links.
 */
export function SortableList<T>({
  items,
  keyOf,
  labelOf,
  onMove,
  children,
  label,
  className,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const listRef = useRef<HTMLOListElement>(null);
  const ids = items.map((item, index) => keyOf(item, index));
  const indexOf = (id: string | number) => ids.indexOf(String(id));
  const name = (id: string | number) => {
    const index = indexOf(id);
    return index < 0 ? 'Item' : labelOf(items[index] as T, index);
  };
  const total = items.length;
  // dnd-kit reports "over" right after the pick-up too; only a new place is worth saying.
  const lastOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return ORDER_ANNOUNCEMENTS.picked(name(active.id), indexOf(active.id) + 1, total);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return ORDER_ANNOUNCEMENTS.moved(name(active.id), indexOf(over.id) + 1, total);
    },
    onDragEnd: ({ active, over }) =>
      over ? ORDER_ANNOUNCEMENTS.dropped(name(active.id), indexOf(over.id) + 1, total) : undefined,
    onDragCancel: ({ active }) => ORDER_ANNOUNCEMENTS.cancelled(name(active.id)),
  };
  const handleAt = (index: number) =>
    listRef.current?.querySelectorAll<HTMLElement>(':scope > li > .dash-sortable__handle')[index];
  const end = ({ active, over, activatorEvent }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = indexOf(over.id);
    onMove(indexOf(active.id), to);
    // A keyboard mover keeps moving the same item. With position keys dnd-kit gives the
    // focus back to the old place, so once it has (a frame later) it goes to the new one.
    if (activatorEvent instanceof KeyboardEvent)
      requestAnimationFrame(() => requestAnimationFrame(() => handleAt(to)?.focus()));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space or Enter, use the arrow keys to move it, then press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol
          ref={listRef}
          className={className ? `dash-sortable ${className}` : 'dash-sortable'}
          aria-label={label}
        >
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] as string}
              handleLabel={`Move ${labelOf(item, index)}`}
            >
              {children(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  handleLabel,
  children,
}: {
  id: string;
  handleLabel: string;
  children: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className="dash-sortable__row"
      data-dragging={isDragging || undefined}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="dash-sortable__handle"
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="dash-sortable__body">{children}</div>
    </li>
  );
}
