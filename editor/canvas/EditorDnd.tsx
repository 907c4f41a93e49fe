import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { fromCallback, type ActorRefFrom } from 'xstate';
import type { PageCommand } from '../../src/commands';
import type { BlockRegistry } from '../../src/registry';
import {
  dragDropMachine,
  keyboardPlaceOf,
  type DragDropEvent,
  type DragDropInput,
  type DropIndicator,
} from '../machines/dragDrop';
import { DRAG_INSTRUCTIONS, type AnnouncementNames } from './announcements';
import { domDragCanvas } from './domDragCanvas';
import type { DragData } from './dropTarget';
import { FRAME_SELECTOR, frameTarget } from './targets';

export type { DropIndicator } from '../machines/dragDrop';

interface EditorDndProps {
  registry: BlockRegistry;
  /** A block's title for announcements and the drag preview. */
  titleOf: (blockId: string) => string;
  containerName: (parentId: string | null) => string;
  onCommand: (command: PageCommand) => void;
  children: ReactNode;
}

/** The element holding the canvas (its frames and container areas); set by the canvas. */
export const CanvasRootContext = createContext<(element: HTMLElement | null) => void>(
  () => undefined,
);
export const DRAG_INSTRUCTIONS_ID = 'ed-drag-instructions';

/** The one drag source for every block on the canvas (see BlockDragSource). */
const BLOCK_DRAG_ID = 'canvas-block';

// Module constants, not literals in render: dnd-kit memoises sensors on their identity.
const POINTER_SENSOR_OPTIONS = { activationConstraint: { distance: 6 } };
/** No dnd-kit collision: the editor finds targets itself (targets.ts). */
const NO_COLLISIONS: CollisionDetection = () => [];
/** Announcements are the editor's own (its live region), which knows the real target. */
const SILENT = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};
const ACCESSIBILITY = {
  announcements: SILENT,
  screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
};
/** Arrow keys step a keyboard drag to the next or the previous place. */
const KEYBOARD_STEPS: Partial<Record<string, 1 | -1>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/** Pointer moves during a pointer drag, seen first (capture) wherever they land. */
const windowPointerMoves = fromCallback<DragDropEvent>(({ sendBack }) => {
  const move = (event: PointerEvent) =>
    sendBack({ type: 'pointer.move', point: { x: event.clientX, y: event.clientY } });
  window.addEventListener('pointermove', move, { capture: true, passive: true });
  return () => window.removeEventListener('pointermove', move, { capture: true });
});
/** One `animation.frame` per frame the browser paints (the auto-scroll's pace). */
const animationFrames = fromCallback<DragDropEvent>(({ sendBack }) => {
  let frame = requestAnimationFrame(function next() {
    sendBack({ type: 'animation.frame' });
    frame = requestAnimationFrame(next);
  });
  return () => cancelAnimationFrame(frame);
});
const editorDragDrop = dragDropMachine.provide({
  actors: { pointerMoves: windowPointerMoves, animationFrames },
});
type DragDropRef = ActorRefFrom<typeof editorDragDrop>;

/**
 * The drag-and-drop of the editor, on dnd-kit: palette items and canvas blocks are drag
 * sources; the target is found by hit-testing the canvas (pointer) or by stepping through
 * the page's places in reading order (keyboard). What a drag is, where it is over, the
 * indicator, the announcements and the auto-scroll live in the drag-and-drop machine
 * (editor/machines/dragDrop.ts). This component hands it dnd-kit's events, the canvas
 * (domDragCanvas.ts) and the two feeds it invokes while a pointer drag is on (the window's
 * pointer moves, animation frames), and turns its drops into commands: insertBlock from
 * the palette, moveBlock for a block.
 *
 * Blocks register nothing with dnd-kit, and pointer moves go to the machine, not to React
 * state: during a drag nothing re-renders but the drop indicator when it moves and the
 * live region when it speaks, however big the page.
 */
export function EditorDnd({
  registry,
  titleOf,
  containerName,
  onCommand,
  children,
}: EditorDndProps) {
  const names = useMemo<AnnouncementNames>(
    () => ({
      dragged: (data: DragData) =>
        data.kind === 'palette'
          ? `new ${registry.find(data.blockType)?.title ?? data.blockType} block`
          : titleOf(data.id),
      container: containerName,
      block: titleOf,
    }),
    [registry, titleOf, containerName],
  );
  // The machine is made once; it reads the latest titles when it announces.
  const latestNames = useRef(names);
  useLayoutEffect(() => {
    latestNames.current = names;
  }, [names]);
  const root = useRef<HTMLElement | null>(null);
  const setRoot = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);
  const [input] = useState<DragDropInput>(() => ({
    canvas: domDragCanvas(() => root.current),
    names: {
      dragged: (drag) => latestNames.current.dragged(drag),
      container: (parentId) => latestNames.current.container(parentId),
      block: (id) => latestNames.current.block(id),
    },
  }));
  const dragDrop = useActorRef(editorDragDrop, { input });

  useEffect(() => {
    const dropped = dragDrop.on('drag.dropped', ({ drag, position }) => {
      if (drag.kind === 'palette') {
        onCommand({ type: 'insertBlock', block: registry.make(drag.blockType), ...position });
      } else onCommand({ type: 'moveBlock', id: drag.id, ...position });
    });
    return () => dropped.unsubscribe();
  }, [dragDrop, onCommand, registry]);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { currentCoordinates, context }) => {
      const by = KEYBOARD_STEPS[event.code];
      if (!by || !dragDrop.getSnapshot().context.keyboard) return undefined;
      event.preventDefault();
      // The machine shows and announces the step now: two places can share a centre (a
      // container and its end), and then no move event follows.
      dragDrop.send({ type: 'keyboard.step', by });
      const next = keyboardPlaceOf(dragDrop.getSnapshot());
      if (!next) return undefined;
      const rect = input.canvas.rectOf(next);
      const moving = context.collisionRect;
      const from = moving
        ? { x: moving.left + moving.width / 2, y: moving.top + moving.height / 2 }
        : currentCoordinates;
      return {
        x: currentCoordinates.x + (rect.left + rect.width / 2 - from.x),
        y: currentCoordinates.y + (rect.top + Math.min(rect.height / 2, 24) - from.y),
      };
    },
    [dragDrop, input],
  );
  const keyboardOptions = useMemo(
    // Space picks a block up (Enter on a palette item adds it instead); Space or Enter drops.
    () => ({
      coordinateGetter,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
    [coordinateGetter],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_SENSOR_OPTIONS),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  const handlers = useMemo(
    () => ({
      onDragStart: (event: DragStartEvent) => {
        const drag = event.active.data.current as DragData | undefined;
        if (!drag) return;
        const activator = event.activatorEvent;
        dragDrop.send({
          type: 'drag.start',
          drag,
          via: activator instanceof KeyboardEvent ? 'keyboard' : 'pointer',
          point:
            activator instanceof PointerEvent
              ? { x: activator.clientX, y: activator.clientY }
              : undefined,
        });
      },
      onDragMove: () => dragDrop.send({ type: 'drag.move' }),
      onDragEnd: () => dragDrop.send({ type: 'drag.end' }),
      onDragCancel: () => dragDrop.send({ type: 'drag.cancel' }),
    }),
    [dragDrop],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={NO_COLLISIONS}
      autoScroll={false}
      accessibility={ACCESSIBILITY}
      {...handlers}
    >
      <CanvasRootContext.Provider value={setRoot}>
        <BlockDragSource>{children}</BlockDragSource>
      </CanvasRootContext.Provider>
      <DropIndicatorView dragDrop={dragDrop} />
      <p id={DRAG_INSTRUCTIONS_ID} hidden>
        {DRAG_INSTRUCTIONS}
      </p>
      <DragAnnouncement dragDrop={dragDrop} />
      <DragOverlay dropAnimation={null}>
        <DragPreview dragDrop={dragDrop} names={names} />
      </DragOverlay>
    </DndContext>
  );
}

/**
 * One dnd-kit drag source for every block: a block's handle (any element with
 * `data-drag-handle`) hands its pointer or key event to it, after pointing it at that
 * block. A drag source per block would re-render every block on each drag step.
 */
function BlockDragSource({ children }: { children: ReactNode }) {
  const data = useRef<DragData>({ kind: 'block', id: '', parentId: null, index: 0, type: '' });
  const { listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: BLOCK_DRAG_ID,
    data: data.current,
  });
  const aim = (event: { target: EventTarget | null }): Element | null => {
    const handle =
      event.target instanceof Element ? event.target.closest('[data-drag-handle]') : null;
    const frame = handle?.closest(FRAME_SELECTOR);
    if (!handle || !frame) return null;
    const place = frameTarget(frame);
    if (place.kind !== 'block') return null;
    Object.assign(data.current, {
      kind: 'block',
      id: place.id,
      parentId: place.parentId,
      index: place.index,
      type: frame.getAttribute('data-block-type') ?? '',
    });
    setNodeRef(frame as HTMLElement);
    setActivatorNodeRef(handle as HTMLElement);
    return handle;
  };
  return (
    <div
      className="ed-dnd-scope"
      onPointerDown={(event) => {
        if (aim(event)) listeners?.onPointerDown?.(event);
      }}
      onKeyDown={(event) => {
        if (aim(event)) listeners?.onKeyDown?.(event);
      }}
    >
      {children}
    </div>
  );
}

/** Lets the canvas tell the drag-and-drop where its blocks are. */
export const useCanvasRoot = () => useContext(CanvasRootContext);

/** What the live region says: the machine's announcement, re-rendered only when it changes. */
function DragAnnouncement({ dragDrop }: { dragDrop: DragDropRef }) {
  const announcement = useSelector(dragDrop, (snapshot) => snapshot.context.announcement);
  return (
    <div className="ui-visually-hidden" role="status" aria-live="assertive" aria-atomic="true">
      {announcement}
    </div>
  );
}

/** The label that follows the pointer while something is dragged. */
function DragPreview({ dragDrop, names }: { dragDrop: DragDropRef; names: AnnouncementNames }) {
  const dragging = useSelector(dragDrop, (snapshot) => snapshot.context.drag);
  return dragging ? <div className="ed-drag-preview">{names.dragged(dragging)}</div> : null;
}

/**
 * One line (or box, for a container) where the drop will land: a single element, however
 * big the page. The machine keeps the same indicator while it stays put, so a pointer move
 * that changes nothing re-renders nothing.
 */
function DropIndicatorView({ dragDrop }: { dragDrop: DragDropRef }) {
  const indicator = useSelector(dragDrop, (snapshot) => snapshot.context.indicator);
  if (!indicator) return null;
  return <DropIndicatorLine indicator={indicator} />;
}

function DropIndicatorLine({ indicator }: { indicator: DropIndicator }) {
  const { rect, side, horizontal } = indicator;
  const style: React.CSSProperties =
    side === 'inside'
      ? { left: rect.left, top: rect.top, width: rect.width, height: rect.height }
      : horizontal
        ? {
            left: side === 'before' ? rect.left - 3 : rect.left + rect.width - 1,
            top: rect.top,
            width: 4,
            height: rect.height,
          }
        : {
            left: rect.left,
            top: side === 'before' ? rect.top - 3 : rect.top + rect.height - 1,
            width: rect.width,
            height: 4,
          };
  return (
    <div
      className={`ed-drop-indicator ed-drop-indicator--${side}`}
      style={style}
      aria-hidden="true"
    />
  );
}
