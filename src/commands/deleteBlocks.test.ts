import { describe, expect, it } from 'vitest';
import { deleteBlocks } from './deleteBlocks';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

describe('deleteBlocks', () => {
  it('flags every selected block deleted in one change', () => {
    const next = unwrap(deleteBlocks(aboutPage(), { ids: ['hero', 'quote-1', 'spacer-1'] }));
    expect(next).toStrictEqual(
      pageOf([
        sketch('hero', 'banner', [], { flags: ['deleted'] }),
        sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote', [], { flags: ['deleted'] })]),
          sketch('image-1', 'image'),
        ]),
        sketch('spacer-1', 'spacer', [], { flags: ['deleted'] }),
      ]),
    );
  });

  it('keeps the page when every block is already deleted, or none is named', () => {
    const page = unwrap(deleteBlocks(aboutPage(), { ids: ['hero', 'row-1'] }));
    expect(unwrap(deleteBlocks(page, { ids: ['row-1', 'hero'] }))).toBe(page);
    expect(unwrap(deleteBlocks(page, { ids: [] }))).toBe(page);
  });

  it('refuses the whole change when one block is missing', () => {
    const result = deleteBlocks(aboutPage(), { ids: ['hero', 'ghost'] });
    expect(result.ok || [result.error.code, result.error.message]).toStrictEqual([
      'blockNotFound',
      'Block ghost was not found on this page',
    ]);
  });
});
