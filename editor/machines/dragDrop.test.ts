import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type AnyEventObject } from 'xstate';
import type { AnnouncementNames } from '../canvas/announcements';
import type { DragData, DropData } from '../canvas/dropTarget';
import {
  dragDropMachine,
  keyboardPlaceOf,
  type DragCanvas,
  type DragDropEmitted,
  type DropPlace,
  type Point,
  type Rect,
} from './dragDrop';

/**
 * A canvas drawn in numbers. The stage shows y = 0..600; the page, from the top:
 *
 *   hero  (banner, full width)      y   0..100   page position 1
 *   text  (full width)              y 100..200   page position 2
 *   row   (full width)              y 200..400   page position 3
 *     its area (end of the row)     y 220..380
 *       quote (6 of 12 columns)     x 0..600, y 240..340   row position 1
 *   the page's end                  y 400..448
 *
 * Scrolling the stage moves everything up by the amount scrolled.
 */
interface FakeElement {
  name: string;
  rect: Rect;
  data: DropData;
  /** Blocks it sits in: never a target while one of them is dragged. */
  inside: string[];
}

const titles: Record<string, string> = {
  hero: 'Banner',
  text: 'Text',
  row: 'Row',
  quote: 'Quote',
};

const block = (
  id: string,
  index: number,
  top: number,
  height: number,
  parentId: string | null = null,
  width = 12,
) => ({
  kind: 'block' as const,
  id,
  parentId,
  index,
  width,
  ancestors: parentId ? [parentId] : [],
  top,
  height,
});

function drawCanvas() {
  const element = (
    name: string,
    rect: Rect,
    data: DropData,
    inside: string[] = [],
  ): FakeElement => ({ name, rect, data, inside });
  const frame = (spec: ReturnType<typeof block>, left = 0, width = 1200): FakeElement =>
    element(
      spec.id,
      { left, top: spec.top, width, height: spec.height },
      {
        kind: 'block',
        id: spec.id,
        parentId: spec.parentId,
        index: spec.index,
        width: spec.width,
        ancestors: spec.ancestors,
      },
      spec.ancestors,
    );
  const hero = frame(block('hero', 0, 0, 100));
  const text = frame(block('text', 1, 100, 100));
  const row = frame(block('row', 2, 200, 200));
  const quote = frame(block('quote', 0, 240, 100, 'row', 6), 0, 600);
  const rowEnd = element(
    'row end',
    { left: 12, top: 220, width: 1176, height: 160 },
    { kind: 'container', parentId: 'row', count: 1, ancestors: ['row'] },
    ['row'],
  );
  const pageEnd = element(
    'page end',
    { left: 0, top: 400, width: 1200, height: 48 },
    { kind: 'container', parentId: null, count: 3, ancestors: [] },
  );
  return { hero, text, row, quote, rowEnd, pageEnd };
}

function fakeCanvas() {
  const elements = drawCanvas();
  const { hero, text, row, quote, rowEnd, pageEnd } = elements;
  let scrollTop = 0;
  const scrolls: number[] = [];
  const revealed: string[] = [];
  const marks: string[] = [];
  const onScreen = (rect: Rect): Rect => ({ ...rect, top: rect.top - scrollTop });
  const contains = (rect: Rect, { x, y }: Point) =>
    x >= rect.left && x <= rect.left + rect.width && y >= rect.top && y <= rect.top + rect.height;
  const outside = (dragged: FakeElement | null) => (each: FakeElement) =>
    !dragged || (each !== dragged && !each.inside.includes(dragged.name));
  const place = (each: FakeElement): DropPlace<FakeElement> => ({ element: each, data: each.data });
  const canvas: DragCanvas<FakeElement> = {
    frameOf: (drag) =>
      drag.kind === 'block' ? (elements[drag.id as keyof typeof elements] ?? null) : null,
    markDragged: (frame, dragged) => marks.push(`${dragged ? 'mark' : 'unmark'} ${frame.name}`),
    placeAt(point, dragged) {
      if (point.x < 0 || point.x > 1200 || point.y < 0 || point.y > 600) return null;
      // Innermost first, as elementsFromPoint answers.
      const hit = [quote, rowEnd, hero, text, row]
        .filter(outside(dragged))
        .find((each) => contains(onScreen(each.rect), point));
      return place(hit ?? pageEnd);
    },
    keyboardPlaces: (dragged) =>
      [hero, text, row, quote, rowEnd, pageEnd]
        .filter((each) => each === dragged || outside(dragged)(each))
        .map(place),
    rectOf: (at) => onScreen(at.element.rect),
    reveal: (at) => revealed.push(at.element.name),
    stageBox: () => ({ top: 0, bottom: 600 }),
    scrollStage(by) {
      scrolls.push(by);
      scrollTop += by;
    },
  };
  return {
    canvas,
    elements,
    scrolls,
    revealed,
    marks,
    scrollBy: (by: number) => (scrollTop += by),
  };
}

const names: AnnouncementNames = {
  dragged: (drag) => (drag.kind === 'palette' ? `new ${drag.blockType} block` : titles[drag.id]!),
  container: (parentId) => (parentId === null ? 'the page' : titles[parentId]!),
  block: (id) => titles[id]!,
};

/** A 60 Hz display. */
const FRAME_MS = 16;

const textDrag: DragData = { kind: 'block', id: 'text', parentId: null, index: 1, type: 'text' };
const buttonFromPalette: DragData = { kind: 'palette', blockType: 'button' };

function setUp() {
  const clock = new SimulatedClock();
  const fake = fakeCanvas();
  /** The pointer feed the editor listens to while a pointer drag is on. */
  const feed = { listening: false, send: (_event: AnyEventObject) => {} };
  /** Animation frames, one every FRAME_MS of the simulated clock while they are wanted. */
  const animation = { running: false };
  const machine = dragDropMachine.provide({
    actors: {
      pointerMoves: fromCallback(({ sendBack }) => {
        feed.listening = true;
        feed.send = sendBack;
        return () => {
          feed.listening = false;
        };
      }),
      animationFrames: fromCallback(({ sendBack }) => {
        animation.running = true;
        let frame = clock.setTimeout(function next() {
          sendBack({ type: 'animation.frame' });
          frame = clock.setTimeout(next, FRAME_MS);
        }, FRAME_MS);
        return () => {
          animation.running = false;
          clock.clearTimeout(frame);
        };
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { canvas: fake.canvas, names } });
  const emitted: DragDropEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  /** Lets `count` frames of the auto-scroll pass, one at a time, as a real clock would. */
  const frames = (count: number) => {
    for (let frame = 0; frame < count; frame += 1) clock.increment(FRAME_MS);
  };
  /** Runs the timers due now: one task of the browser's event loop. */
  const nextTask = () => clock.increment(0);
  const state = () => actor.getSnapshot().value;
  const pickUp = (drag: DragData, via: 'pointer' | 'keyboard' = 'pointer', point?: Point) =>
    actor.send({ type: 'drag.start', drag, via, point });
  const moveTo = (x: number, y: number) => feed.send({ type: 'pointer.move', point: { x, y } });
  const step = (by: 1 | -1) => actor.send({ type: 'keyboard.step', by });
  const targetName = () => (context().target?.element as FakeElement | undefined)?.name ?? null;
  return {
    clock,
    animation,
    frames,
    nextTask,
    actor,
    emitted,
    context,
    state,
    pickUp,
    moveTo,
    step,
    targetName,
    feed,
    ...fake,
  };
}

describe('picking up', () => {
  it('idle -> drag.start -> dragging: the frame is marked, pointer moves and frames followed', () => {
    const { state, context, pickUp, marks, feed, animation } = setUp();
    expect(state()).toBe('idle');
    pickUp(textDrag, 'pointer', { x: 600, y: 150 });
    expect(state()).toEqual({
      dragging: { following: 'pointer', pickUpAnnouncement: 'sensorStarting' },
    });
    expect(marks).toEqual(['mark text']);
    expect(feed.listening).toBe(true);
    expect(animation.running).toBe(true);
    expect(context()).toMatchObject({
      drag: textDrag,
      via: 'pointer',
      pointer: { x: 600, y: 150 },
      target: null,
      indicator: null,
    });
  });

  it('announces the pick-up two tasks later, once the keyboard sensor listens', () => {
    const { nextTask, context, pickUp, state } = setUp();
    pickUp(textDrag, 'keyboard');
    expect(context().announcement).toBe('');
    nextTask();
    expect(context().announcement).toBe('');
    nextTask();
    expect(state()).toMatchObject({ dragging: { pickUpAnnouncement: 'announced' } });
    expect(context().announcement).toBe('Picked up Text.');
  });

  it('keeps a copy of what the drag source carried (its one data object is re-aimed at the next handle)', () => {
    const { context, pickUp } = setUp();
    const carried = { ...textDrag };
    pickUp(carried);
    Object.assign(carried, { id: 'hero', index: 0 });
    expect(context().drag).toEqual(textDrag);
  });
});

describe('moving a pointer drag', () => {
  it('shows and announces the place under the pointer, the side from the half it is in', () => {
    const { context, pickUp, moveTo, targetName } = setUp();
    pickUp(textDrag);
    moveTo(600, 30);
    expect(targetName()).toBe('hero');
    expect(context().indicator).toEqual({
      rect: { left: 0, top: 0, width: 1200, height: 100 },
      side: 'before',
      horizontal: false,
    });
    expect(context().announcement).toBe('Text is over Banner, position 1 of the page.');
    moveTo(600, 80);
    expect(context().indicator).toMatchObject({ side: 'after', horizontal: false });
  });

  it('keeps the same indicator (no re-render) and says nothing new while the place and side stay', () => {
    const { actor, context, pickUp, moveTo } = setUp();
    pickUp(textDrag);
    moveTo(600, 30);
    const shown = context().indicator;
    const said: string[] = [];
    actor.subscribe((snapshot) => said.push(snapshot.context.announcement));
    moveTo(700, 40);
    moveTo(10, 10);
    expect(context().indicator).toBe(shown);
    expect(new Set(said)).toEqual(new Set(['Text is over Banner, position 1 of the page.']));
  });

  it('beside a narrower block, the horizontal half decides', () => {
    const { context, pickUp, moveTo, targetName } = setUp();
    pickUp(textDrag);
    moveTo(100, 300);
    expect(targetName()).toBe('quote');
    expect(context().indicator).toMatchObject({ side: 'before', horizontal: true });
    expect(context().announcement).toBe('Text is over Quote, position 1 of Row.');
    moveTo(500, 250);
    expect(context().indicator).toMatchObject({ side: 'after', horizontal: true });
  });

  it("inside a container's area, the drop goes at its end", () => {
    const { context, pickUp, moveTo, targetName } = setUp();
    pickUp(textDrag);
    moveTo(900, 300);
    expect(targetName()).toBe('row end');
    expect(context().indicator).toMatchObject({ side: 'inside', rect: { top: 220, height: 160 } });
    expect(context().announcement).toBe('Text is at the end of Row.');
  });

  it('off the canvas: no indicator, and said once', () => {
    const { context, pickUp, moveTo } = setUp();
    pickUp(textDrag);
    moveTo(600, 30);
    moveTo(-20, 30);
    expect(context()).toMatchObject({
      target: null,
      indicator: null,
      announcement: 'Text is not over a drop position.',
    });
  });

  it('never targets the dragged block or what is inside it', () => {
    const { pickUp, moveTo, targetName } = setUp();
    pickUp({ kind: 'block', id: 'row', parentId: null, index: 2, type: 'row' });
    moveTo(100, 300);
    expect(targetName()).toBe('page end');
  });
});

describe('auto-scroll', () => {
  it('near the bottom edge, scrolls once a frame, faster the deeper, and finds the place again', () => {
    const { clock, frames, context, pickUp, moveTo, scrolls } = setUp();
    pickUp(textDrag);
    moveTo(600, 430);
    expect(context().indicator?.rect.top).toBe(400);
    moveTo(600, 590); // 54 px into the bottom zone: ceil(54 / 64 * 18) = 16 px a frame
    clock.increment(FRAME_MS - 1);
    expect(scrolls).toEqual([]);
    clock.increment(1);
    expect(scrolls).toEqual([16]);
    expect(context().indicator?.rect.top).toBe(400 - 16);
    frames(3);
    expect(scrolls).toEqual([16, 16, 16, 16]);
    moveTo(600, 600);
    frames(1);
    expect(scrolls.at(-1)).toBe(18);
  });

  it('near the top edge, scrolls up', () => {
    const { frames, pickUp, moveTo, scrolls } = setUp();
    pickUp(textDrag);
    moveTo(600, 32);
    frames(1);
    expect(scrolls).toEqual([-9]);
  });

  it('stops when the pointer leaves the edge, and when the drag ends', () => {
    const { actor, frames, pickUp, moveTo, scrolls } = setUp();
    pickUp(textDrag);
    moveTo(600, 590);
    frames(2);
    moveTo(600, 300);
    frames(10);
    expect(scrolls).toEqual([16, 16]);
    moveTo(600, 590);
    actor.send({ type: 'drag.end' });
    frames(10);
    expect(scrolls).toEqual([16, 16]);
  });
});

describe('dropping', () => {
  it('dragging -> drag.end -> idle: emits where the block goes, announces it, unmarks the frame', () => {
    const { actor, context, state, emitted, pickUp, moveTo, marks, feed, animation } = setUp();
    pickUp(textDrag);
    moveTo(600, 30);
    actor.send({ type: 'drag.end' });
    expect(state()).toBe('idle');
    expect(emitted).toEqual([
      { type: 'drag.dropped', drag: textDrag, position: { parentId: null, index: 0 } },
    ]);
    expect(context()).toMatchObject({
      drag: null,
      target: null,
      indicator: null,
      keyboard: null,
      announcement: 'Text was dropped over Banner, position 1 of the page.',
    });
    expect(marks).toEqual(['mark text', 'unmark text']);
    expect(feed.listening || animation.running).toBe(false);
  });

  it('reads the side where the pointer is at the drop', () => {
    const { actor, emitted, pickUp, moveTo } = setUp();
    pickUp(textDrag);
    moveTo(900, 390);
    actor.send({ type: 'drag.end' });
    // After the row: index 3 before the move, 2 once the text has left its place above it.
    expect(emitted).toEqual([
      { type: 'drag.dropped', drag: textDrag, position: { parentId: null, index: 2 } },
    ]);
  });

  it('a palette item dropped at the end of a container goes after its last block', () => {
    const { actor, context, emitted, pickUp, moveTo, marks } = setUp();
    pickUp(buttonFromPalette);
    moveTo(900, 300);
    actor.send({ type: 'drag.end' });
    expect(emitted).toEqual([
      { type: 'drag.dropped', drag: buttonFromPalette, position: { parentId: 'row', index: 1 } },
    ]);
    expect(context().announcement).toBe('new button block was dropped at the end of Row.');
    expect(marks).toEqual([]);
  });

  it('a drop over nothing changes nothing and says so', () => {
    const { actor, context, emitted, pickUp } = setUp();
    pickUp(textDrag);
    actor.send({ type: 'drag.end' });
    expect(emitted).toEqual([]);
    expect(context().announcement).toBe('Text was not dropped.');
  });

  it('a pick-up announcement still pending is not made after the drop', () => {
    const { actor, nextTask, context, pickUp, moveTo } = setUp();
    pickUp(textDrag);
    moveTo(600, 30);
    actor.send({ type: 'drag.end' });
    nextTask();
    nextTask();
    expect(context().announcement).toBe('Text was dropped over Banner, position 1 of the page.');
  });
});

describe('cancelling', () => {
  it('dragging -> drag.cancel -> idle: nothing dropped, the block announced as returned', () => {
    const { actor, nextTask, context, state, emitted, pickUp, moveTo, marks, feed, animation } =
      setUp();
    pickUp(textDrag);
    moveTo(600, 30);
    actor.send({ type: 'drag.cancel' });
    nextTask();
    nextTask();
    expect(state()).toBe('idle');
    expect(emitted).toEqual([]);
    expect(context()).toMatchObject({
      drag: null,
      indicator: null,
      announcement: 'Dragging was cancelled. Text was returned to its place.',
    });
    expect(marks).toEqual(['mark text', 'unmark text']);
    expect(feed.listening || animation.running).toBe(false);
  });
});

describe('keyboard dragging', () => {
  function pickUpByKeyboard() {
    const kit = setUp();
    kit.pickUp(textDrag, 'keyboard');
    return kit;
  }

  it("starts on the block's own place, shown but not announced until the pick-up", () => {
    const { nextTask, context, state, targetName, feed, animation, actor } = pickUpByKeyboard();
    expect(state()).toMatchObject({ dragging: { following: 'keyboard' } });
    expect(feed.listening || animation.running).toBe(false);
    expect(targetName()).toBe('text');
    expect(keyboardPlaceOf(actor.getSnapshot())?.data).toMatchObject({ id: 'text' });
    expect(context().indicator).toEqual({
      rect: { left: 0, top: 100, width: 1200, height: 100 },
      side: 'before',
      horizontal: false,
    });
    expect(context().announcement).toBe('');
    nextTask();
    nextTask();
    expect(context().announcement).toBe('Picked up Text.');
  });

  it('steps through the places in reading order, scrolling each into view and announcing it', () => {
    const { context, step, targetName, revealed } = pickUpByKeyboard();
    step(1);
    expect(targetName()).toBe('row');
    // Forward in the same container: after that block.
    expect(context().indicator).toMatchObject({ side: 'after' });
    expect(context().announcement).toBe('Text is over Row, position 3 of the page.');
    step(1);
    expect(targetName()).toBe('quote');
    expect(context().indicator).toMatchObject({ side: 'before', horizontal: true });
    step(1);
    expect(targetName()).toBe('row end');
    expect(context().announcement).toBe('Text is at the end of Row.');
    step(1);
    step(1);
    expect(targetName()).toBe('page end');
    expect(revealed).toEqual(['row', 'quote', 'row end', 'page end', 'page end']);
  });

  it('stops at the first place, saying nothing new', () => {
    const { context, step, targetName } = pickUpByKeyboard();
    step(-1);
    expect(context().announcement).toBe('Text is over Banner, position 1 of the page.');
    expect(context().indicator).toMatchObject({ side: 'before' });
    step(-1);
    expect(targetName()).toBe('hero');
    expect(context().announcement).toBe('Text is over Banner, position 1 of the page.');
  });

  it('follows its place when dnd-kit moves the drag (the page scrolled under it)', () => {
    const { actor, context, step, scrollBy } = pickUpByKeyboard();
    step(1);
    scrollBy(50);
    actor.send({ type: 'drag.move' });
    expect(context().indicator?.rect.top).toBe(150);
  });

  it('drops where it stands', () => {
    const { actor, emitted, step, context } = pickUpByKeyboard();
    step(1);
    step(1);
    actor.send({ type: 'drag.end' });
    expect(emitted).toEqual([
      { type: 'drag.dropped', drag: textDrag, position: { parentId: 'row', index: 0 } },
    ]);
    expect(context().announcement).toBe('Text was dropped over Quote, position 1 of Row.');
  });

  it('dropped on its own place, moves nothing', () => {
    const { actor, emitted, context } = pickUpByKeyboard();
    actor.send({ type: 'drag.end' });
    expect(emitted).toEqual([]);
    expect(context().announcement).toBe('Text was dropped over Text, position 2 of the page.');
  });

  it('without a canvas, steps go nowhere', () => {
    const kit = setUp();
    kit.canvas.keyboardPlaces = () => null;
    kit.pickUp(textDrag, 'keyboard');
    kit.step(1);
    expect(kit.context()).toMatchObject({ keyboard: null, target: null, indicator: null });
  });
});

describe('stopping', () => {
  it('stops the pointer feed and every timer', () => {
    const { actor, frames, nextTask, context, pickUp, moveTo, scrolls, feed, animation } = setUp();
    pickUp(textDrag);
    moveTo(600, 590);
    actor.stop();
    nextTask();
    nextTask();
    frames(10);
    expect(feed.listening || animation.running).toBe(false);
    expect(scrolls).toEqual([]);
    expect(context().announcement).toBe('Text is at the end of the page.');
  });
});
