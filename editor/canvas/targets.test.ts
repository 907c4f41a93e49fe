// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { containerTarget, frameTarget, keyboardTargets, targetAtPoint } from './targets';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page: a text block, then a row holding a button, then the page's end. */
function page() {
  document.body.innerHTML = `
    <div class="ed-root-drop" id="root">
      <div class="pb-page">
        <div data-block-frame="t" data-parent-id="" data-index="0" data-width="12" data-ancestors=""></div>
        <div data-block-frame="r" data-parent-id="" data-index="1" data-width="12" data-ancestors="">
          <div data-drop-container="r" data-count="1" data-ancestors="r"></div>
          <div data-block-frame="b" data-parent-id="r" data-index="0" data-width="6" data-ancestors="r"></div>
        </div>
      </div>
      <div data-drop-container="root" data-count="2" data-ancestors=""></div>
    </div>`;
  return document.getElementById('root')!;
}

describe('frameTarget and containerTarget', () => {
  it('read a block’s place and a container’s end from data attributes', () => {
    const root = page();
    expect(frameTarget(root.querySelector('[data-block-frame="b"]')!)).toEqual({
      kind: 'block',
      id: 'b',
      parentId: 'r',
      index: 0,
      width: 6,
      ancestors: ['r'],
    });
    expect(containerTarget(root.querySelector('[data-drop-container="root"]')!)).toEqual({
      kind: 'container',
      parentId: null,
      count: 2,
      ancestors: [],
    });
  });
});

describe('keyboardTargets', () => {
  it('lists blocks in reading order with each container’s end after its blocks', () => {
    const root = page();
    const names = keyboardTargets(root, null).map(({ data }) =>
      data.kind === 'block' ? data.id : `end:${data.parentId ?? 'page'}`,
    );
    expect(names).toEqual(['t', 'r', 'b', 'end:r', 'end:page']);
  });
  it('leaves out the dragged block and everything inside it', () => {
    const root = page();
    const names = keyboardTargets(root, root.querySelector('[data-block-frame="r"]')).map(
      ({ data }) => (data.kind === 'block' ? data.id : `end:${data.parentId ?? 'page'}`),
    );
    expect(names).toEqual(['t', 'end:page']);
  });
});

describe('targetAtPoint', () => {
  it('answers null outside the canvas', () => {
    const root = page();
    // jsdom lays nothing out: every rectangle is empty, so no point is inside the canvas.
    expect(targetAtPoint(document, root, { x: 500, y: 500 }, null)).toBeNull();
  });
});
