// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreCoreData } from '../../src/model';
import { gridPage } from '../../src/pageDoc/testing/testKit';
import { testRegistry } from '../panels/testing/testKit';
import { FrameServicesContext, type FrameServices } from './BlockFrame';
import { Canvas, FIRST_PAINT_BLOCKS } from './Canvas';
import { createSelectionStore } from './selectionStore';

afterEach(cleanup);

const services: FrameServices = {
  selection: createSelectionStore(),
  editingText: createSelectionStore(),
  renderTextEditor: () => null,
  onTextEditing: () => undefined,
  inlineTextOf: () => undefined,
  titleOf: (type) => type,
  isContainer: (type) => type === 'row',
  isFixed: () => false,
  onSelect: () => undefined,
  onResize: () => undefined,
  onAction: () => undefined,
};

function renderCanvas(page = { ...gridPage(40, 1, 2), theme: 'default' }) {
  const view = (current: typeof page) => (
    <FrameServicesContext.Provider value={services}>
      <Canvas
        page={current}
        registry={testRegistry()}
        coreData={{} as StoreCoreData}
        viewport="desktop"
        blockData={{}}
        onClear={() => undefined}
      />
    </FrameServicesContext.Provider>
  );
  const result = render(view(page));
  return { ...result, rerenderWith: (next: typeof page) => result.rerender(view(next)) };
}

const topLevel = (container: HTMLElement) =>
  container.querySelectorAll('.pb-page > .pb-cell').length;
const frames = (container: HTMLElement) => container.querySelectorAll('[data-block-frame]').length;

/** Runs the frames and timers the canvas waits on between batches until nothing is left. */
async function finishBatches() {
  for (let step = 0; step < 10; step += 1) {
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
  }
}

describe('Canvas: the first paint of a long page', () => {
  it('shows the first top-level blocks, then every block, in batches', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const { container } = renderCanvas();
      expect(topLevel(container)).toBe(FIRST_PAINT_BLOCKS);
      expect(frames(container)).toBe(FIRST_PAINT_BLOCKS);
      await finishBatches();
      expect(topLevel(container)).toBe(40);
      expect(frames(container)).toBe(40);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows every block at once after that: a block added later appears with its edit', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const page = { ...gridPage(40, 1, 2), theme: 'default' };
      const { container, rerenderWith } = renderCanvas(page);
      await finishBatches();
      const longer = { ...gridPage(41, 1, 2), theme: 'default' };
      rerenderWith(longer);
      expect(topLevel(container)).toBe(41);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a short page whole in the first paint', () => {
    const { container } = renderCanvas({ ...gridPage(5, 1, 2), theme: 'default' });
    expect(topLevel(container)).toBe(5);
  });
});
