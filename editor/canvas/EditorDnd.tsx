import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { PageCommand } from '../../src/commands';
import type { BlockRegistry } from '../../src/registry';
import { dragAnnouncements, screenReaderInstructions } from './announcements';
import { innermostUnderPointer } from './collision';
import { dropPosition, dropSide, type DragData, type DropData, type DropSide } from './dropTarget';
import { keyboardSide } from './keyboardSide';

export interface DropIndicator {
  rect: { left: number; top: number; width: number; height: number };
  side: DropSide | 'inside';
  horizontal: boolean;
}

interface EditorDndProps {
  registry: BlockRegistry;
  /** A block's title for announcements and the drag preview. */
  titleOf: (blockId: string) => string;
  containerName: (parentId: string | null) => string;
  onCommand: (command: PageCommand) => void;
  children: ReactNode;
}

/**
 * The drag-and-drop context of the editor: palette items and canvas blocks are drag
 * sources; blocks and container areas are drop targets. A drop becomes one command
 * (insertBlock from the palette, moveBlock for a block), applied by the editor.
 */
export function EditorDnd({ registry, titleOf, containerName, onCommand, children }: EditorDndProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks a block up (Enter on a palette item adds it instead); Space or Enter drops.
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [indicator, setIndicator] = useState<DropIndicator | null>(null);
  const side = useRef<DropSide>('before');
  const viaKeyboard = useRef(false);

  const names = useMemo(
    () => ({
      dragged: (data: DragData) => (data.kind === 'palette' ? `new ${registry.find(data.blockType)?.title ?? data.blockType} block` : titleOf(data.id)),
      container: containerName,
    }),
    [registry, titleOf, containerName],
  );
  const announcements = useMemo(() => dragAnnouncements(names), [names]);

  const onDragStart = (event: DragStartEvent) => {
    setDragging((event.active.data.current as DragData | undefined) ?? null);
    viaKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
  };

  const onDragMove = (event: DragMoveEvent) => {
    const over = event.over;
    const target = over?.data.current as DropData | undefined;
    const drag = event.active.data.current as DragData | undefined;
    if (!over || !target || !drag) {
      setIndicator(null);
      return;
    }
    const rect = over.rect;
    if (target.kind === 'container') {
      setIndicator({ rect, side: 'inside', horizontal: false });
      return;
    }
    if (viaKeyboard.current) {
      side.current = keyboardSide(drag, target);
    } else {
      const start = event.activatorEvent as PointerEvent;
      const pointer = { x: start.clientX + event.delta.x, y: start.clientY + event.delta.y };
      side.current = dropSide(rect, pointer, target.width);
    }
    setIndicator((previous) => {
      const horizontal = target.width < 12;
      if (previous && previous.side === side.current && previous.rect.left === rect.left && previous.rect.top === rect.top) return previous;
      return { rect, side: side.current, horizontal };
    });
  };

  const finish = () => {
    setDragging(null);
    setIndicator(null);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const drag = event.active.data.current as DragData | undefined;
    const target = event.over?.data.current as DropData | undefined;
    finish();
    if (!drag || !target) return;
    const position = dropPosition(drag, target, target.kind === 'block' && viaKeyboard.current ? keyboardSide(drag, target) : side.current);
    if (drag.kind === 'palette') {
      onCommand({ type: 'insertBlock', block: registry.make(drag.blockType), ...position });
    } else {
      onCommand({ type: 'moveBlock', id: drag.id, ...position });
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermostUnderPointer}
      measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging } }}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={finish}
    >
      {children}
      {indicator ? <DropIndicatorView indicator={indicator} /> : null}
      <DragOverlay dropAnimation={null}>
        {dragging ? <div className="ed-drag-preview">{names.dragged(dragging)}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}

/** One line (or box, for a container) where the drop will land: a single element, however big the page. */
function DropIndicatorView({ indicator }: { indicator: DropIndicator }) {
  const { rect, side, horizontal } = indicator;
  const style: React.CSSProperties =
    side === 'inside'
      ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height }
      : horizontal
        ? { left: side === 'before' ? rect.left - 3 : rect.left + rect.width - 1, top: rect.top, width: 4, height: rect.height }
        : { left: rect.left, top: side === 'before' ? rect.top - 3 : rect.top + rect.height - 1, width: rect.width, height: 4 };
  return <div className={`ed-drop-indicator ed-drop-indicator--${side}`} style={style} aria-hidden="true" />;
}
