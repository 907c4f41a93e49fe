import { useEffect, useRef, type RefObject } from 'react';
import type Konva from 'konva';
import {
  pinchBetween,
  pinchedElement,
  type Point,
  type StudioElement,
  type TwoFingers,
} from '../src/designs';

interface Gesture {
  start: TwoFingers;
  element: StudioElement;
  node: Konva.Node;
  patch: Partial<StudioElement> | null;
}

/**
 * Two-finger pinch on the canvas (src/designs/pinch.ts): scales, turns and moves the
 * selected element. Konva drags with one finger but has no pinch, so the stage's container
 * listens to touch pointer events itself. The node follows the fingers live and the design
 * changes once, when a finger lifts, so a pinch is one undo step. The container takes
 * `touch-action: none`: on the canvas the browser neither scrolls nor zooms the page.
 */
export function usePinch(
  stage: RefObject<Konva.Stage | null>,
  selected: StudioElement | undefined,
  pixelsPerMm: number,
  onChange: (id: string, patch: Partial<StudioElement>) => void,
): void {
  const latest = useRef({ selected, pixelsPerMm, onChange });
  latest.current = { selected, pixelsPerMm, onChange };

  useEffect(() => {
    const container = stage.current?.container();
    if (!container) return;
    container.style.touchAction = 'none';
    const fingers = new Map<number, Point>();
    let gesture: Gesture | null = null;
    const at = (event: PointerEvent): Point => {
      const box = container.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const two = (): TwoFingers | null => {
      const [a, b] = [...fingers.values()];
      return a && b ? [a, b] : null;
    };

    function down(event: PointerEvent) {
      if (event.pointerType !== 'touch') return;
      fingers.set(event.pointerId, at(event));
      const { selected: element } = latest.current;
      const start = two();
      const node = element && stage.current?.findOne(`#${element.id}`);
      if (!start || !element || element.locked || !node || gesture) return;
      // The first finger started Konva's drag: the pinch takes over from it.
      if (node.isDragging()) node.stopDrag();
      // Nor may Konva start one on the next move: its drag would end after the pinch and
      // make a second undo step.
      node.draggable(false);
      gesture = { start, element, node, patch: null };
    }

    function move(event: PointerEvent) {
      if (!fingers.has(event.pointerId)) return;
      fingers.set(event.pointerId, at(event));
      const now = two();
      if (!gesture || !now) return;
      const { element, node } = gesture;
      const mm = latest.current.pixelsPerMm;
      const patch = pinchedElement(element, pinchBetween(gesture.start, now), mm);
      gesture.patch = patch;
      node.position({ x: patch.x! * mm, y: patch.y! * mm });
      node.rotation(patch.rotation!);
      node.scale({ x: patch.width! / element.width, y: patch.height! / element.height });
      node.getLayer()?.batchDraw();
    }

    function up(event: PointerEvent) {
      if (!fingers.delete(event.pointerId) || !gesture) return;
      const { element, node, patch } = gesture;
      gesture = null;
      node.scale({ x: 1, y: 1 });
      node.draggable(true);
      if (patch) latest.current.onChange(element.id, patch);
    }

    container.addEventListener('pointerdown', down);
    container.addEventListener('pointermove', move);
    container.addEventListener('pointerup', up);
    container.addEventListener('pointercancel', up);
    return () => {
      container.removeEventListener('pointerdown', down);
      container.removeEventListener('pointermove', move);
      container.removeEventListener('pointerup', up);
      container.removeEventListener('pointercancel', up);
    };
  }, [stage]);
}
