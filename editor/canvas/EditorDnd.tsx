import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PageCommand } from '../../src/commands';
import type { BlockRegistry } from '../../src/registry';
import { dragAnnouncements, DRAG_INSTRUCTIONS } from './announcements';
import { dropPosition, dropSide, type DragData, type DropSide } from './dropTarget';
import { keyboardSide } from './keyboardSide';
import { FRAME_SELECTOR, frameTarget, keyboardTargets, targetAtPoint, type HitTarget } from './targets';

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

/** The element holding the canvas (its frames and container areas); set by the canvas. */
export const CanvasRootContext = createContext<(element: HTMLElement | null) => void>(() => undefined);
export const DRAG_INSTRUCTIONS_ID = 'ed-drag-instructions';

/** Where the keyboard drag stands: an index into the targets it can step through. */
interface KeyboardCursor {
  targets: HitTarget[];
  index: number;
}

/** The one drag source for every block on the canvas (see BlockDragSource). */
const BLOCK_DRAG_ID = 'canvas-block';
/** Auto-scroll: within this distance of the canvas' top or bottom edge, the canvas scrolls. */
const EDGE_PX = 64;
const MAX_SCROLL_STEP = 18;

// Module constants, not literals in render: dnd-kit memoises sensors on their identity.
const POINTER_SENSOR_OPTIONS = { activationConstraint: { distance: 6 } };
/** No dnd-kit collision: the editor finds targets itself (targets.ts). */
const NO_COLLISIONS: CollisionDetection = () => [];
/** Announcements are the editor's own (its live region), which knows the real target. */
const SILENT = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
const ACCESSIBILITY = { announcements: SILENT, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } };

/**
 * The drag-and-drop of the editor, on dnd-kit: palette items and canvas blocks are drag
 * sources; the target is found by hit-testing the canvas (pointer) or by stepping through
 * the page's places in reading order (keyboard). Blocks register nothing with dnd-kit, so
 * a drag re-renders only this component and the drop indicator, not the page.
 * A drop becomes one command: insertBlock from the palette, moveBlock for a block.
 */
export function EditorDnd({ registry, titleOf, containerName, onCommand, children }: EditorDndProps) {
  const cursor = useRef<KeyboardCursor | null>(null);
  /** The drag under way, for the keyboard's steps (dnd-kit calls the coordinate getter). */
  const current = useRef<DragData | null>(null);
  /** Shows the target of a keyboard step; set once `track` exists below. */
  const onKeyboardStep = useRef<() => void>(() => undefined);
  const target = useRef<HitTarget | null>(null);
  const root = useRef<HTMLElement | null>(null);
  const setRoot = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, { currentCoordinates, context }) => {
    const state = cursor.current;
    if (!state) return undefined;
    const step = event.code === 'ArrowDown' || event.code === 'ArrowRight' ? 1 : event.code === 'ArrowUp' || event.code === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    state.index = Math.max(0, Math.min(state.targets.length - 1, state.index + step));
    const next = state.targets[state.index];
    if (!next) return undefined;
    // Two places can share a centre (a container and its end): show the step now rather
    // than wait for a move event that may not come.
    onKeyboardStep.current();
    next.element.scrollIntoView({ block: 'nearest' });
    const rect = next.element.getBoundingClientRect();
    const moving = context.collisionRect;
    const from = moving ? { x: moving.left + moving.width / 2, y: moving.top + moving.height / 2 } : currentCoordinates;
    return { x: currentCoordinates.x + (rect.left + rect.width / 2 - from.x), y: currentCoordinates.y + (rect.top + Math.min(rect.height / 2, 24) - from.y) };
  }, []);
  const keyboardOptions = useMemo(
    // Space picks a block up (Enter on a palette item adds it instead); Space or Enter drops.
    () => ({ coordinateGetter, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
    [coordinateGetter],
  );
  const sensors = useSensors(useSensor(PointerSensor, POINTER_SENSOR_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));

  const [dragging, setDragging] = useState<DragData | null>(null);
  const [indicator, setIndicator] = useState<DropIndicator | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const viaKeyboard = useRef(false);
  const draggedFrame = useRef<Element | null>(null);
  const pointer = useRef({ x: 0, y: 0 });

  const names = useMemo(
    () => ({
      dragged: (data: DragData) => (data.kind === 'palette' ? `new ${registry.find(data.blockType)?.title ?? data.blockType} block` : titleOf(data.id)),
      container: containerName,
      block: titleOf,
    }),
    [registry, titleOf, containerName],
  );
  const say = useMemo(() => dragAnnouncements(names), [names]);

  /** The side of the target the drop goes to, and the rectangle the indicator marks. */
  const placeOf = useCallback((drag: DragData, hit: HitTarget): { side: DropSide | 'inside'; rect: DOMRect } => {
    const rect = hit.element.getBoundingClientRect();
    if (hit.data.kind === 'container') return { side: 'inside', rect };
    return { side: viaKeyboard.current ? keyboardSide(drag, hit.data) : dropSide(rect, pointer.current, hit.data.width), rect };
  }, []);

  /** Finds the target for the pointer (or the keyboard's place) and shows it. */
  const track = useCallback(
    (drag: DragData) => {
      const hit = viaKeyboard.current
        ? (cursor.current?.targets[cursor.current.index] ?? null)
        : root.current
          ? targetAtPoint(document, root.current, pointer.current, draggedFrame.current)
          : null;
      const changed = hit?.element !== target.current?.element;
      target.current = hit;
      if (!hit) {
        setIndicator(null);
        if (changed) setAnnouncement(say.over(drag, null));
        return;
      }
      const { side, rect } = placeOf(drag, hit);
      const next: DropIndicator = { rect, side, horizontal: hit.data.kind === 'block' && hit.data.width < 12 };
      setIndicator((previous) =>
        previous && previous.side === next.side && previous.rect.left === rect.left && previous.rect.top === rect.top && previous.rect.height === rect.height ? previous : next,
      );
      if (changed) setAnnouncement(say.over(drag, hit.data));
    },
    [placeOf, say],
  );

  onKeyboardStep.current = () => {
    if (current.current) track(current.current);
  };

  // While a pointer drag is on: follow the pointer, and scroll the canvas near its edges.
  useEffect(() => {
    if (!dragging || viaKeyboard.current) return;
    const move = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
      track(dragging);
    };
    let frame = 0;
    const scroll = () => {
      const stage = root.current?.closest('.ed-stage');
      if (stage) {
        const box = stage.getBoundingClientRect();
        const { y } = pointer.current;
        const up = y < box.top + EDGE_PX && y >= box.top - EDGE_PX;
        const down = y > box.bottom - EDGE_PX && y <= box.bottom + EDGE_PX;
        if (up || down) {
          const depth = up ? box.top + EDGE_PX - y : y - (box.bottom - EDGE_PX);
          stage.scrollTop += (up ? -1 : 1) * Math.ceil((Math.min(depth, EDGE_PX) / EDGE_PX) * MAX_SCROLL_STEP);
          track(dragging);
        }
      }
      frame = requestAnimationFrame(scroll);
    };
    frame = requestAnimationFrame(scroll);
    window.addEventListener('pointermove', move, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', move, { capture: true });
    };
  }, [dragging, track]);

  const onDragStart = (event: DragStartEvent) => {
    const drag = (event.active.data.current as DragData | undefined) ?? null;
    if (!drag) return;
    viaKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
    draggedFrame.current = drag.kind === 'block' ? document.querySelector(`${FRAME_SELECTOR}[data-block-frame="${CSS.escape(drag.id)}"]`) : null;
    draggedFrame.current?.setAttribute('data-dragging', '');
    if (event.activatorEvent instanceof PointerEvent) {
      pointer.current = { x: event.activatorEvent.clientX, y: event.activatorEvent.clientY };
    }
    cursor.current = null;
    if (viaKeyboard.current && root.current) {
      const targets = keyboardTargets(root.current, null).filter((hit) => !(draggedFrame.current?.contains(hit.element) && hit.element !== draggedFrame.current));
      // The keyboard starts on the block's own place (dropping there changes nothing).
      const start = Math.max(0, targets.findIndex((hit) => hit.element === draggedFrame.current));
      cursor.current = { targets, index: start };
    }
    current.current = drag;
    setDragging(drag);
    // The keyboard starts over the block's own place, shown but not announced: screen
    // readers hear "Picked up", then each step.
    const start = viaKeyboard.current ? (cursor.current?.targets[cursor.current.index] ?? null) : null;
    target.current = start;
    if (start) {
      const { side, rect } = placeOf(drag, start);
      setIndicator({ rect, side, horizontal: start.data.kind === 'block' && start.data.width < 12 });
    }
    // dnd-kit's keyboard sensor starts listening for arrow keys on the next task; the pick-up
    // is announced after that, so someone who hears it can step at once.
    const pickedUp = say.pickedUp(drag);
    setTimeout(() => setTimeout(() => current.current === drag && setAnnouncement(pickedUp)));
  };

  const finish = () => {
    current.current = null;
    draggedFrame.current?.removeAttribute('data-dragging');
    draggedFrame.current = null;
    cursor.current = null;
    target.current = null;
    setDragging(null);
    setIndicator(null);
  };

  const onDragMove = () => {
    if (dragging && viaKeyboard.current) track(dragging);
  };

  const onDragEnd = (event: DragEndEvent) => {
    const drag = event.active.data.current as DragData | undefined;
    const hit = target.current;
    const onItself = hit?.element === draggedFrame.current;
    const side = drag && hit ? placeOf(drag, hit).side : 'before';
    finish();
    if (!drag) return;
    setAnnouncement(say.dropped(drag, hit?.data ?? null));
    if (!hit || onItself) return;
    const position = dropPosition(drag, hit.data, side);
    if (drag.kind === 'palette') onCommand({ type: 'insertBlock', block: registry.make(drag.blockType), ...position });
    else onCommand({ type: 'moveBlock', id: drag.id, ...position });
  };

  const onDragCancel = (event: { active: { data: { current?: unknown } } }) => {
    const drag = event.active.data.current as DragData | undefined;
    finish();
    if (drag) setAnnouncement(say.cancelled(drag));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={NO_COLLISIONS}
      autoScroll={false}
      accessibility={ACCESSIBILITY}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <CanvasRootContext.Provider value={setRoot}>
        <BlockDragSource>{children}</BlockDragSource>
      </CanvasRootContext.Provider>
      {indicator ? <DropIndicatorView indicator={indicator} /> : null}
      <p id={DRAG_INSTRUCTIONS_ID} hidden>
        {DRAG_INSTRUCTIONS}
      </p>
      <div className="sf-visually-hidden" role="status" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>
      <DragOverlay dropAnimation={null}>{dragging ? <div className="ed-drag-preview">{names.dragged(dragging)}</div> : null}</DragOverlay>
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
  const { listeners, setNodeRef, setActivatorNodeRef } = useDraggable({ id: BLOCK_DRAG_ID, data: data.current });
  const aim = (event: { target: EventTarget | null }): Element | null => {
    const handle = event.target instanceof Element ? event.target.closest('[data-drag-handle]') : null;
    const frame = handle?.closest(FRAME_SELECTOR);
    if (!handle || !frame) return null;
    const place = frameTarget(frame);
    if (place.kind !== 'block') return null;
    Object.assign(data.current, { kind: 'block', id: place.id, parentId: place.parentId, index: place.index, type: frame.getAttribute('data-block-type') ?? '' });
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
