import { describe, expect, it } from 'vitest';
import type { Page } from '../model';
import { mergePage } from './mergePage';
import { pageOf, sketch, unwrap, type Sketch } from './testing/testKit';

const props = (properties: Record<string, unknown>) => ({
  properties: { template: 'v2', ...properties },
});

/** base: hero (banner); row-1 (row): text-1, button-1; spacer-1 — at version 3. */
const base = (): Page =>
  pageOf(
    [
      sketch('hero', 'banner', [], props({ title: 'Hello' })),
      sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
      sketch('spacer-1', 'spacer'),
    ],
    { version: 3 },
  );

const page = (blocks: Sketch[], fields: Parameters<typeof pageOf>[1] = {}) =>
  pageOf(blocks, { version: 3, ...fields });

describe('mergePage', () => {
  it('takes their page settings and my block edits', () => {
    const mine = page([
      sketch('hero', 'banner', [], props({ title: 'Welcome' })),
      sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
      sketch('spacer-1', 'spacer'),
    ]);
    const theirs = page(
      [
        sketch('hero', 'banner', [], props({ title: 'Hello' })),
        sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
        sketch('spacer-1', 'spacer'),
      ],
      { version: 4, url: '/story/', properties: { title: { value: 'Our story' } } },
    );
    const merged = unwrap(mergePage(mine, { base: base(), theirs }));
    expect(merged).toStrictEqual(
      page(
        [
          sketch('hero', 'banner', [], props({ title: 'Welcome' })),
          sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
          sketch('spacer-1', 'spacer'),
        ],
        { url: '/story/', properties: { title: { value: 'Our story' } } },
      ),
    );
    expect(merged.blocks[1]).toBe(mine.blocks[1]);
  });

  it('keeps mine where we both changed a property, and takes theirs where only they did', () => {
    const mine = page([
      sketch('hero', 'banner', [], props({ title: 'Mine' })),
      sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
      sketch('spacer-1', 'spacer'),
    ]);
    const theirs = page([
      sketch('hero', 'banner', [], props({ title: 'Theirs', align: 'left' })),
      sketch('row-1', 'row', [
        sketch('text-1', 'textBlock'),
        sketch('button-1', 'button', [], { size: { x: 6, y: 1 } }),
      ]),
      sketch('spacer-1', 'spacer', [], { flags: ['deleted'] }),
    ]);
    expect(unwrap(mergePage(mine, { base: base(), theirs }))).toStrictEqual(
      page([
        sketch('hero', 'banner', [], props({ title: 'Mine', align: 'left' })),
        sketch('row-1', 'row', [
          sketch('text-1', 'textBlock'),
          sketch('button-1', 'button', [], { size: { x: 6, y: 1 } }),
        ]),
        sketch('spacer-1', 'spacer', [], { flags: ['deleted'] }),
      ]),
    );
  });

  it('adds the blocks we each added and drops the ones they removed that I left alone', () => {
    const mine = page([
      sketch('hero', 'banner', [], props({ title: 'Hello' })),
      sketch('row-1', 'row', [
        sketch('text-1', 'textBlock'),
        sketch('button-1', 'button', [], props({ label: 'Buy' })),
      ]),
      sketch('spacer-1', 'spacer'),
      sketch('mine-1', 'quote'),
    ]);
    const theirs = page([
      sketch('hero', 'banner', [], props({ title: 'Hello' })),
      sketch('theirs-1', 'image'),
      sketch('row-1', 'row', []),
    ]);
    expect(unwrap(mergePage(mine, { base: base(), theirs }))).toStrictEqual(
      page([
        sketch('hero', 'banner', [], props({ title: 'Hello' })),
        sketch('theirs-1', 'image'),
        sketch('row-1', 'row', [sketch('button-1', 'button', [], props({ label: 'Buy' }))]),
        sketch('mine-1', 'quote'),
      ]),
    );
  });

  it('follows their move of a block I did not move', () => {
    const theirs = page([
      sketch('hero', 'banner', [], props({ title: 'Hello' })),
      sketch('row-1', 'row', [sketch('button-1', 'button')]),
      sketch('spacer-1', 'spacer', [sketch('text-1', 'textBlock')]),
    ]);
    expect(unwrap(mergePage(base(), { base: base(), theirs }))).toStrictEqual(theirs);
  });

  it('keeps my version and my page when they changed nothing', () => {
    const mine = page([sketch('hero', 'banner', [], props({ title: 'Hello' }))], { version: 5 });
    const theirs = { ...base(), version: 9 };
    const merged = unwrap(mergePage(mine, { base: base(), theirs }));
    expect(merged.version).toBe(5);
    expect(unwrap(mergePage(base(), { base: base(), theirs }))).toStrictEqual(base());
  });

  it('breaks a nesting cycle by putting a block at the top level', () => {
    const start = page([sketch('a', 'row'), sketch('b', 'row')]);
    const mine = page([sketch('a', 'row', [sketch('b', 'row')])]);
    const theirs = page([sketch('b', 'row', [sketch('a', 'row')])]);
    // I nested b in a, they nested a in b: a, first on my page, stays on top.
    expect(unwrap(mergePage(mine, { base: start, theirs }))).toStrictEqual(
      page([sketch('a', 'row', [sketch('b', 'row')])]),
    );
  });
});
