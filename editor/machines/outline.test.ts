import { describe, expect, it } from 'vitest';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { blockOutline, stepInOutline } from './outline';

// hero | row-1 [ text-1, row-2 [ image-1 ], text-2 ] | footer
const page = pageOf([
  sketch('hero', 'banner'),
  sketch('row-1', 'row', [
    sketch('text-1', 'textBlock'),
    sketch('row-2', 'row', [sketch('image-1', 'image')]),
    sketch('text-2', 'textBlock'),
  ]),
  sketch('footer', 'textBlock'),
]);
const outline = blockOutline(page.blocks);

describe('blockOutline', () => {
  it('lists blocks depth first, siblings by order', () => {
    expect(outline.order).toEqual([
      'hero',
      'row-1',
      'text-1',
      'row-2',
      'image-1',
      'text-2',
      'footer',
    ]);
  });

  it('reads order, not array position', () => {
    const shuffled = pageOf([sketch('a', 'textBlock'), sketch('b', 'textBlock')]);
    const [a, b] = shuffled.blocks;
    expect(
      blockOutline([
        { ...b!, order: 0 },
        { ...a!, order: 1 },
      ]).order,
    ).toEqual(['b', 'a']);
  });

  it('records parents and first children', () => {
    expect(outline.parentOf.get('image-1')).toBe('row-2');
    expect(outline.parentOf.get('hero')).toBeNull();
    expect(outline.firstChildOf.get('row-1')).toBe('text-1');
    expect(outline.firstChildOf.has('hero')).toBe(false);
  });

  it('leaves out deleted blocks with everything inside them, and pseudo-items', () => {
    const withDeleted = pageOf([
      sketch('hero', 'banner'),
      sketch('row-1', 'row', [sketch('text-1', 'textBlock')], { flags: ['deleted'] }),
      sketch('placeholder', '_placeholder_'),
      sketch('footer', 'textBlock'),
    ]);
    expect(blockOutline(withDeleted.blocks).order).toEqual(['hero', 'footer']);
  });
});

describe('stepInOutline', () => {
  it('walks next and previous through the tree without wrapping', () => {
    expect(stepInOutline(outline, 'text-1', 'next')).toBe('row-2');
    expect(stepInOutline(outline, 'image-1', 'next')).toBe('text-2');
    expect(stepInOutline(outline, 'text-2', 'previous')).toBe('image-1');
    expect(stepInOutline(outline, 'footer', 'next')).toBe('footer');
    expect(stepInOutline(outline, 'hero', 'previous')).toBe('hero');
  });

  it('goes up to the parent and down to the first child, staying put at the edges', () => {
    expect(stepInOutline(outline, 'image-1', 'parent')).toBe('row-2');
    expect(stepInOutline(outline, 'row-1', 'firstChild')).toBe('text-1');
    expect(stepInOutline(outline, 'hero', 'parent')).toBe('hero');
    expect(stepInOutline(outline, 'text-1', 'firstChild')).toBe('text-1');
  });

  it('starts at the first or last block when nothing is focused', () => {
    expect(stepInOutline(outline, null, 'next')).toBe('hero');
    expect(stepInOutline(outline, null, 'previous')).toBe('footer');
    expect(stepInOutline(outline, null, 'parent')).toBeUndefined();
    expect(stepInOutline(outline, 'gone', 'next')).toBe('hero');
  });

  it('gives undefined on an empty page', () => {
    expect(stepInOutline(blockOutline([]), null, 'next')).toBeUndefined();
  });
});
