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
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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

// Module constants, not literals in render: dnd-kit memoises sensors, measuring and
// auto-scroll on these objects' identity, and new ones on each render (every edit, every
// drop-indicator move) rebuild its context, re-rendering every block frame on the canvas.
const POINTER_SENSOR_OPTIONS = { activationConstraint: { distance: 6 } };
/** Space picks a block up (Enter on a palette item adds it instead); Space or Enter drops. */
const KEYBOARD_SENSOR_OPTIONS = {
  coordinateGetter: sortableKeyboardCoordinates,
  keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
};
const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };
/** Scroll the page up and down near the edges; never sideways (the canvas does not scroll sideways). */
const AUTO_SCROLL = { threshold: { x: 0, y: 0.15 } };

/**
 * The drag-and-drop context of the editor: palette items and canvas blocks are drag
 * sources; blocks and container areas are drop targets. A drop becomes one command
 * (insertBlock from the palette, moveBlock for a block), applied by the editor.
 */
export function EditorDnd({ registry, titleOf, containerName, onCommand, children }: EditorDndProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_SENSOR_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_SENSOR_OPTIONS));
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [indicator, setIndicator] = useState<DropIndicator | null>(null);
  const viaKeyboard = useRef(false);
  /** The pointer, read from the window while dragging (exact even when the canvas scrolls). */
  const pointer = useRef({ x: 0, y: 0 });
  useEffect(() => {
    if (!dragging) return;
    const track = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    };
    window.addEventListener('pointermove', track, { capture: true, passive: true });
    return () => window.removeEventListener('pointermove', track, { capture: true });
  }, [dragging]);

  const names = useMemo(
    () => ({
      dragged: (data: DragData) => (data.kind === 'palette' ? `new ${registry.find(data.blockType)?.title ?? data.blockType} block` : titleOf(data.id)),
      container: containerName,
      block: titleOf,
    }),
    [registry, titleOf, containerName],
  );
  const announcements = useMemo(() => dragAnnouncements(names), [names]);

  const onDragStart = (event: DragStartEvent) => {
    setDragging((event.active.data.current as DragData | undefined) ?? null);
    viaKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
    if (event.activatorEvent instanceof PointerEvent) {
      pointer.current = { x: event.activatorEvent.clientX, y: event.activatorEvent.clientY };
    }
  };

  /** The side of the target the drop goes to, from the live pointer and the target's live rectangle. */
  const sideFor = (drag: DragData, target: DropData, fallback: DropIndicator['rect']): { side: DropSide | 'inside'; rect: DropIndicator['rect'] } => {
    // The target's rectangle as it is now on screen (the canvas may have scrolled).
    const element = target.kind === 'block' ? document.querySelector(`[data-block-frame="${CSS.escape(target.id)}"]`) : null;
    const rect = element ? element.getBoundingClientRect() : fallback;
    if (target.kind !== 'block') return { side: 'after', rect };
    return { side: viaKeyboard.current ? keyboardSide(drag, target) : dropSide(rect, pointer.current, target.width), rect };
  };

  const updateIndicator = (event: DragMoveEvent | DragOverEvent) => {
    const over = event.over;
    const target = over?.data.current as DropData | undefined;
    const drag = event.active.data.current as DragData | undefined;
    if (!over || !target || !drag) {
      setIndicator(null);
      return;
    }
    const { side, rect } = sideFor(drag, target, over.rect);
    const next: DropIndicator = { rect, side: target.kind === 'container' ? 'inside' : side, horizontal: target.kind === 'block' && target.width < 12 };
    setIndicator((previous) =>
      previous && previous.side === next.side && previous.rect.left === rect.left && previous.rect.top === rect.top && previous.rect.height === rect.height ? previous : next,
    );
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
    const position = dropPosition(drag, target, sideFor(drag, target, event.over!.rect).side);
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
      measuring={MEASURING}
      autoScroll={AUTO_SCROLL}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragMove={updateIndicator}
      onDragOver={updateIndicator}
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
