// @vitest-environment jsdom
import type * as DndKit from '@dnd-kit/core';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** EditorDnd calls useSensors once each time it renders: the calls count its renders. */
const adapterRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@dnd-kit/core', async (importActual) => {
  const actual = await importActual<typeof DndKit>();
  return {
    ...actual,
    useSensors: (...sensors: Parameters<typeof actual.useSensors>) => {
      adapterRenders.count += 1;
      return actual.useSensors(...sensors);
    },
  };
});
import type { PageCommand } from '../../src/commands';
import type { BlockRegistry } from '../../src/registry';
import { EditorDnd, useCanvasRoot } from './EditorDnd';

/**
 * EditorDnd as the adapter it is: real dnd-kit sensors and the real machine, on a canvas
 * of two blocks whose layout the test draws (jsdom lays nothing out). Time is vitest's
 * fake clock: dnd-kit's keyboard sensor and the machine's timers both run on it.
 *
 *   A  y   0..100   page position 1
 *   B  y 100..200   page position 2
 *   the page's end  y 200..248
 */
const layout: Record<string, { left: number; top: number; width: number; height: number }> = {
  root: { left: 0, top: 0, width: 1000, height: 400 },
  a: { left: 0, top: 0, width: 1000, height: 100 },
  b: { left: 0, top: 100, width: 1000, height: 100 },
  end: { left: 0, top: 200, width: 1000, height: 48 },
};

function rectOf(element: Element): DOMRect {
  const box = layout[element.getAttribute('data-test-box') ?? ''] ?? {
    left: 0,
    top: 0,
    width: 0,
    height: 0,
  };
  const { left, top, width, height } = box;
  return {
    left,
    top,
    width,
    height,
    x: left,
    y: top,
    right: left + width,
    bottom: top + height,
    toJSON: () => box,
  };
}

let canvasRenders = 0;

/** The canvas: it renders once, and a drag must not render it again. */
function Canvas() {
  canvasRenders += 1;
  const setRoot = useCanvasRoot();
  const frame = (id: string, index: number) => (
    <div
      className="ed-frame"
      data-test-box={id}
      data-block-frame={id}
      data-parent-id=""
      data-index={index}
      data-width={12}
      data-ancestors=""
      data-block-type="text"
    >
      <button type="button" className="ed-handle" data-drag-handle="">
        Drag {id.toUpperCase()}
      </button>
    </div>
  );
  return (
    <div ref={setRoot} className="ed-root-drop" data-test-box="root">
      {frame('a', 0)}
      {frame('b', 1)}
      <div data-test-box="end" data-drop-container="root" data-count={2} data-ancestors="" />
    </div>
  );
}

const registry = { find: () => undefined, make: () => ({}) } as unknown as BlockRegistry;
const titleOf = (id: string) => id.toUpperCase();
const containerName = (parentId: string | null) => parentId ?? 'the page';

function renderEditorDnd() {
  const commands: PageCommand[] = [];
  render(
    <EditorDnd
      registry={registry}
      titleOf={titleOf}
      containerName={containerName}
      onCommand={(command) => commands.push(command)}
    >
      <Canvas />
    </EditorDnd>,
  );
  // The editor's live region (dnd-kit's own is kept silent).
  const live = () => document.querySelector('.ui-visually-hidden[role="status"]')?.textContent;
  const frameOf = (id: string) => document.querySelector(`[data-block-frame="${id}"]`)!;
  const handleOf = (id: string) => frameOf(id).querySelector('[data-drag-handle]')!;
  const indicator = () => document.querySelector<HTMLElement>('.ed-drop-indicator');
  /** One task of the event loop: the timers due now, not those they set. */
  const nextTask = () => act(() => vi.runOnlyPendingTimers());
  return { commands, live, frameOf, handleOf, indicator, nextTask };
}

beforeEach(() => {
  vi.useFakeTimers();
  canvasRenders = 0;
  adapterRenders.count = 0;
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rectOf(this);
  });
  Element.prototype.scrollIntoView = vi.fn();
  // The frames under a point, innermost first, as a browser answers.
  document.elementsFromPoint = (x: number, y: number) =>
    [...document.querySelectorAll('[data-block-frame]')].filter((frame) => {
      const box = rectOf(frame);
      return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
    });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EditorDnd with the keyboard', () => {
  it('picks up with Space, steps with the arrows, drops with Space: one moveBlock, every step announced', async () => {
    const { commands, live, frameOf, handleOf, indicator, nextTask } = renderEditorDnd();
    act(() => {
      (handleOf('a') as HTMLElement).focus();
      fireEvent.keyDown(handleOf('a'), { code: 'Space', key: ' ' });
    });
    expect(frameOf('a').hasAttribute('data-dragging')).toBe(true);
    // It starts on its own place, shown, and says "Picked up" once the arrows work.
    expect(indicator()?.className).toBe('ed-drop-indicator ed-drop-indicator--before');
    expect(live()).toBe('');
    nextTask();
    expect(live()).toBe('');
    nextTask();
    expect(live()).toBe('Picked up A.');

    act(() => void fireEvent.keyDown(handleOf('a'), { code: 'ArrowDown', key: 'ArrowDown' }));
    expect(live()).toBe('A is over B, position 2 of the page.');
    expect(indicator()?.className).toBe('ed-drop-indicator ed-drop-indicator--after');
    expect(indicator()?.style.top).toBe('199px');

    act(() => void fireEvent.keyDown(handleOf('a'), { code: 'Space', key: ' ' }));
    expect(commands).toEqual([{ type: 'moveBlock', id: 'a', parentId: null, index: 1 }]);
    expect(live()).toBe('A was dropped over B, position 2 of the page.');
    expect(indicator()).toBeNull();
    expect(frameOf('a').hasAttribute('data-dragging')).toBe(false);
    expect(canvasRenders).toBe(1);
  });

  it('Escape cancels: nothing moves, and the block is announced as returned', () => {
    const { commands, live, handleOf, indicator, nextTask } = renderEditorDnd();
    act(() => void fireEvent.keyDown(handleOf('b'), { code: 'Space', key: ' ' }));
    nextTask();
    act(() => void fireEvent.keyDown(handleOf('b'), { code: 'ArrowUp', key: 'ArrowUp' }));
    act(() => void fireEvent.keyDown(handleOf('b'), { code: 'Escape', key: 'Escape' }));
    expect(commands).toEqual([]);
    expect(live()).toBe('Dragging was cancelled. B was returned to its place.');
    expect(indicator()).toBeNull();
  });
});

describe('EditorDnd with a pointer', () => {
  it('follows the pointer without rendering the canvas, and drops where it points', () => {
    const { commands, live, handleOf, indicator } = renderEditorDnd();
    const pointer = { isPrimary: true, button: 0, pointerId: 1 };
    act(() => void fireEvent.pointerDown(handleOf('b'), { ...pointer, clientX: 10, clientY: 150 }));
    // dnd-kit picks the block up once the pointer has moved 6 px.
    act(() => void fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 160 }));
    act(() => void fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 30 }));
    expect(live()).toBe('B is over A, position 1 of the page.');
    const shown = indicator();
    expect(shown?.className).toBe('ed-drop-indicator ed-drop-indicator--before');
    expect(shown?.style.top).toBe('-3px');
    for (let y = 31; y < 45; y += 1) {
      act(() => void fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: y }));
    }
    expect(indicator()).toBe(shown);
    expect(shown?.style.top).toBe('-3px');
    // Pointer moves go to the machine, not to React state: neither the canvas nor the
    // adapter rendered again (only the indicator and the live region, when they change).
    expect(canvasRenders).toBe(1);
    expect(adapterRenders.count).toBe(1);

    act(() => void fireEvent.pointerUp(document, { ...pointer, clientX: 10, clientY: 44 }));
    expect(commands).toEqual([{ type: 'moveBlock', id: 'b', parentId: null, index: 0 }]);
    expect(live()).toBe('B was dropped over A, position 1 of the page.');
    expect(canvasRenders).toBe(1);
    expect(adapterRenders.count).toBe(1);
  });
});
