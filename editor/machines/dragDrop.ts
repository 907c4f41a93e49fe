import { assign, enqueueActions, fromCallback, setup, type SnapshotFrom } from 'xstate';
import { GRID_COLUMNS } from '../../src/model';
import { dragAnnouncements, type AnnouncementNames } from '../canvas/announcements';
import { autoScrollStep } from '../canvas/autoScroll';
import {
  dropPosition,
  dropSide,
  type DragData,
  type DropData,
  type DropPosition,
  type DropSide,
} from '../canvas/dropTarget';
import { keyboardSide } from '../canvas/keyboardSide';

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A place a drag can drop on: what a drop there means, and the canvas' handle for it (its
 * element). The machine compares handles, never looks inside them.
 */
export interface DropPlace<Handle extends object = object> {
  element: Handle;
  data: DropData;
}

/**
 * What the machine asks of the canvas: the reads a drag makes, and its few writes. The
 * editor implements it over the DOM (`editor/canvas/domDragCanvas.ts`, with targets.ts);
 * tests give a fake. Methods, so an implementation may name its own handle type.
 */
export interface DragCanvas<Handle extends object = object> {
  /** The dragged block's frame (a palette item has none). */
  frameOf(drag: DragData): Handle | null;
  /** Shows a frame as being dragged, or no longer. */
  markDragged(frame: Handle, dragged: boolean): void;
  /** The place under a point, never the dragged frame or anything inside it; null off the canvas. */
  placeAt(point: Point, dragged: Handle | null): DropPlace<Handle> | null;
  /**
   * The places a keyboard drag steps through, in reading order: the dragged frame's own
   * place among them, nothing inside it. Null while there is no canvas.
   */
  keyboardPlaces(dragged: Handle | null): DropPlace<Handle>[] | null;
  rectOf(place: DropPlace<Handle>): Rect;
  /** Scrolls a keyboard step's place into view (as little as needed). */
  reveal(place: DropPlace<Handle>): void;
  /** The box of the stage the canvas scrolls in, null without one. */
  stageBox(): { top: number; bottom: number } | null;
  scrollStage(by: number): void;
}

/** Where the drop will land, for the one indicator the canvas shows. */
export interface DropIndicator {
  rect: Rect;
  side: DropSide | 'inside';
  /** Beside a block narrower than the row (a vertical line), rather than above or below it. */
  horizontal: boolean;
}

export type DragInput = 'pointer' | 'keyboard';

/** Where a keyboard drag stands: an index into the places it steps through. */
export interface KeyboardCursor {
  places: DropPlace[];
  index: number;
}

export interface DragDropInput {
  canvas: DragCanvas;
  /** Titles for the announcements; read at the moment each one is made. */
  names: AnnouncementNames;
}

export interface DragDropContext {
  canvas: DragCanvas;
  say: ReturnType<typeof dragAnnouncements>;
  /** The drag under way (a copy of what the drag source carried), null between drags. */
  drag: DragData | null;
  via: DragInput;
  /** The dragged block's frame: never a target, and dropping on its own place moves nothing. */
  draggedFrame: object | null;
  /** The pointer's last position (viewport coordinates). */
  pointer: Point;
  /** Keyboard drags only. */
  keyboard: KeyboardCursor | null;
  /** Where a drop would land now. */
  target: DropPlace | null;
  indicator: DropIndicator | null;
  /** What the live region says; it stays after a drag ends. */
  announcement: string;
}

export type DragDropEvent =
  /** dnd-kit picked something up; `point` is where a pointer pressed. */
  | { type: 'drag.start'; drag: DragData; via: DragInput; point?: Point }
  /** The pointer moved (pointer drags: the `pointerMoves` actor sends it). */
  | { type: 'pointer.move'; point: Point }
  /** A new animation frame (pointer drags: the `animationFrames` actor sends it). */
  | { type: 'animation.frame' }
  /** An arrow key during a keyboard drag: the next (1) or previous (-1) place. */
  | { type: 'keyboard.step'; by: 1 | -1 }
  /** dnd-kit moved the dragged item (a keyboard step lands here too). */
  | { type: 'drag.move' }
  /** Dropped: Space or Enter, or the pointer released. */
  | { type: 'drag.end' }
  /** Escape, or dnd-kit gave up the drag. */
  | { type: 'drag.cancel' };

/** A drop that changes the page: the editor turns it into insertBlock or moveBlock. */
export interface DragDroppedEvent {
  type: 'drag.dropped';
  drag: DragData;
  position: DropPosition;
}

export type DragDropEmitted = DragDroppedEvent;

const keyboardPlace = (cursor: KeyboardCursor | null): DropPlace | null =>
  cursor?.places[cursor.index] ?? null;

/** The place a keyboard drag stands on now (for dnd-kit's keyboard coordinates). */
export const keyboardPlaceOf = (snapshot: SnapshotFrom<typeof dragDropMachine>) =>
  keyboardPlace(snapshot.context.keyboard);

/** The side of a place the drop goes to, and the rectangle the indicator marks. */
function placeOf(
  context: DragDropContext,
  drag: DragData,
  place: DropPlace,
): { side: DropSide | 'inside'; rect: Rect } {
  const rect = context.canvas.rectOf(place);
  if (place.data.kind === 'container') return { side: 'inside', rect };
  const side =
    context.via === 'keyboard'
      ? keyboardSide(drag, place.data)
      : dropSide(rect, context.pointer, place.data.width);
  return { side, rect };
}

function indicatorAt(context: DragDropContext, drag: DragData, place: DropPlace): DropIndicator {
  const { side, rect } = placeOf(context, drag, place);
  return { rect, side, horizontal: place.data.kind === 'block' && place.data.width < GRID_COLUMNS };
}

/** The same line in the same place: keep the old object, so the indicator does not re-render. */
const sameIndicator = (previous: DropIndicator | null, next: DropIndicator): boolean =>
  previous !== null &&
  previous.side === next.side &&
  previous.rect.left === next.rect.left &&
  previous.rect.top === next.rect.top &&
  previous.rect.height === next.rect.height;

/** Finds the place the drag is over and shows it; a new place is announced. */
function tracked(context: DragDropContext): Partial<DragDropContext> {
  const { drag } = context;
  if (!drag) return {};
  const place =
    context.via === 'keyboard'
      ? keyboardPlace(context.keyboard)
      : context.canvas.placeAt(context.pointer, context.draggedFrame);
  const changed = place?.element !== context.target?.element;
  const announcement = changed ? context.say.over(drag, place?.data ?? null) : context.announcement;
  if (!place) return { target: null, indicator: null, announcement };
  const next = indicatorAt(context, drag, place);
  const indicator = sameIndicator(context.indicator, next) ? context.indicator : next;
  return { target: place, indicator, announcement };
}

/**
 * Drag and drop on the canvas: palette items and canvas blocks, with a pointer or the
 * keyboard. dnd-kit senses the gestures and the canvas (`DragCanvas`) answers where things
 * are; the rules come from the canvas' pure modules (targets, dropTarget, keyboardSide,
 * announcements, autoScroll). The machine holds what the drag is, where it is over, the
 * drop indicator and the announcement, and owns every timer (the frames are an invoked
 * actor, the pick-up announcement's wait a delayed transition).
 *
 * - `idle` -> `drag.start` -> `dragging`, marking the dragged block's frame. Two regions:
 *   - `following.pointer`: each `pointer.move` (from the invoked `pointerMoves` actor) finds
 *     the place under the pointer; the indicator and the announcement follow it. On each
 *     `animation.frame` (from the invoked `animationFrames` actor), a pointer near the
 *     stage's top or bottom edge scrolls it (autoScroll.ts) and the place is found again.
 *   - `following.keyboard`: the drag starts on the block's own place, shown but not
 *     announced; `keyboard.step` moves through the places in reading order (stopping at
 *     either end), scrolls the place into view and announces it.
 *   - `pickUpAnnouncement`: "Picked up ..." is announced two tasks after the drag starts:
 *     dnd-kit's keyboard sensor listens for arrow keys from the next task, so someone who
 *     hears it can step at once. A drag that ends sooner is not announced as picked up.
 * - `drag.end` -> `idle`: announces the drop; a drop on a place other than the dragged
 *   block's own emits `drag.dropped` with the position (dropTarget.ts).
 * - `drag.cancel` -> `idle`: announces that the block went back.
 * Leaving `dragging` unmarks the frame; the invoked actor and the timers stop with it.
 */
export const dragDropMachine = setup({
  types: {
    context: {} as DragDropContext,
    input: {} as DragDropInput,
    events: {} as DragDropEvent,
    emitted: {} as DragDropEmitted,
  },
  actors: {
    /** Sends `pointer.move` for every pointer move while a pointer drag is on. */
    pointerMoves: fromCallback<DragDropEvent>(() => {
      throw new Error('pointerMoves must be provided with .provide()');
    }),
    /**
     * Sends `animation.frame` once a frame while a pointer drag is on (the editor: on
     * requestAnimationFrame, so the auto-scroll keeps to the display's pace).
     */
    animationFrames: fromCallback<DragDropEvent>(() => {
      throw new Error('animationFrames must be provided with .provide()');
    }),
  },
  delays: {
    nextTask: 0,
  },
  guards: {
    viaKeyboard: ({ event }) => event.type === 'drag.start' && event.via === 'keyboard',
    canStep: ({ context }) => (context.keyboard?.places.length ?? 0) > 0,
  },
  actions: {
    pickUp: assign(({ context, event }) => {
      if (event.type !== 'drag.start') return {};
      // A copy: the canvas' one block drag source re-aims its data at the next handle pressed.
      const drag = { ...event.drag };
      return {
        drag,
        via: event.via,
        draggedFrame: context.canvas.frameOf(drag),
        pointer: event.point ?? context.pointer,
        keyboard: null,
        target: null,
        indicator: null,
      };
    }),
    markDragged: ({ context }) => {
      if (context.draggedFrame) context.canvas.markDragged(context.draggedFrame, true);
    },
    unmarkDragged: ({ context }) => {
      if (context.draggedFrame) context.canvas.markDragged(context.draggedFrame, false);
    },
    /** The keyboard starts on the block's own place (dropping there changes nothing). */
    startOnOwnPlace: assign(({ context }) => {
      const places = context.canvas.keyboardPlaces(context.draggedFrame);
      if (!places || !context.drag) return {};
      const own = places.findIndex((place) => place.element === context.draggedFrame);
      const keyboard = { places, index: Math.max(0, own) };
      const start = keyboardPlace(keyboard);
      return {
        keyboard,
        target: start,
        indicator: start ? indicatorAt(context, context.drag, start) : null,
      };
    }),
    /** One assignment per move: a drag sends dozens a second. */
    followPointer: assign(({ context, event }) => {
      if (event.type !== 'pointer.move') return {};
      const pointer = event.point;
      return { pointer, ...tracked({ ...context, pointer }) };
    }),
    step: assign(({ context, event }) => {
      if (event.type !== 'keyboard.step' || !context.keyboard) return {};
      const { places, index } = context.keyboard;
      const next = Math.max(0, Math.min(places.length - 1, index + event.by));
      return { keyboard: { places, index: next } };
    }),
    revealStep: ({ context }) => {
      const place = keyboardPlace(context.keyboard);
      if (place) context.canvas.reveal(place);
    },
    track: assign(({ context }) => tracked(context)),
    scrollNearEdges: enqueueActions(({ context, enqueue }) => {
      const stage = context.canvas.stageBox();
      const by = stage ? autoScrollStep(stage, context.pointer.y) : 0;
      if (by === 0) return;
      enqueue(() => context.canvas.scrollStage(by));
      // The page moved under the pointer: find the place again.
      enqueue.assign(({ context: scrolled }) => tracked(scrolled));
    }),
    announcePickUp: assign(({ context }) =>
      context.drag ? { announcement: context.say.pickedUp(context.drag) } : {},
    ),
    drop: enqueueActions(({ context, enqueue }) => {
      const { drag, target } = context;
      if (!drag) return;
      enqueue.assign({ announcement: context.say.dropped(drag, target?.data ?? null) });
      if (!target || target.element === context.draggedFrame) return;
      const { side } = placeOf(context, drag, target);
      enqueue.emit({ type: 'drag.dropped', drag, position: dropPosition(drag, target.data, side) });
    }),
    announceCancel: assign(({ context }) =>
      context.drag ? { announcement: context.say.cancelled(context.drag) } : {},
    ),
    finish: assign({
      drag: null,
      draggedFrame: null,
      keyboard: null,
      target: null,
      indicator: null,
    }),
  },
}).createMachine({
  id: 'dragDrop',
  context: ({ input }) => ({
    canvas: input.canvas,
    say: dragAnnouncements(input.names),
    drag: null,
    via: 'pointer',
    draggedFrame: null,
    pointer: { x: 0, y: 0 },
    keyboard: null,
    target: null,
    indicator: null,
    announcement: '',
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'drag.start': [
          {
            guard: 'viaKeyboard',
            target: 'dragging.following.keyboard',
            actions: ['pickUp', 'markDragged', 'startOnOwnPlace'],
          },
          { target: 'dragging.following.pointer', actions: ['pickUp', 'markDragged'] },
        ],
      },
    },
    dragging: {
      type: 'parallel',
      exit: 'unmarkDragged',
      on: {
        // Transition actions run after the exit: the frame is unmarked before the drop lands.
        'drag.end': { target: 'idle', actions: ['drop', 'finish'] },
        'drag.cancel': { target: 'idle', actions: ['announceCancel', 'finish'] },
      },
      states: {
        following: {
          initial: 'pointer',
          states: {
            pointer: {
              invoke: [{ src: 'pointerMoves' }, { src: 'animationFrames' }],
              on: {
                'pointer.move': { actions: 'followPointer' },
                'animation.frame': { actions: 'scrollNearEdges' },
              },
            },
            keyboard: {
              on: {
                'keyboard.step': { guard: 'canStep', actions: ['step', 'revealStep', 'track'] },
                'drag.move': { actions: 'track' },
              },
            },
          },
        },
        pickUpAnnouncement: {
          initial: 'sensorStarting',
          states: {
            sensorStarting: { after: { nextTask: 'sensorListening' } },
            sensorListening: {
              after: { nextTask: { target: 'announced', actions: 'announcePickUp' } },
            },
            announced: {},
          },
        },
      },
    },
  },
});
