import { describe, expect, it } from 'vitest';
import { deleteBlock } from './deleteBlock';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

describe('deleteBlock', () => {
  it('sets the deleted flag and keeps the block in place', () => {
    const next = unwrap(deleteBlock(aboutPage(), { id: 'row-3' }));
    expect(next).toStrictEqual(
      pageOf([
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote')], { flags: ['deleted'] }),
          sketch('image-1', 'image'),
        ]),
        sketch('spacer-1', 'spacer'),
      ]),
    );
  });

  it('keeps the page when the block is already deleted', () => {
    const page = unwrap(deleteBlock(aboutPage(), { id: 'hero' }));
    expect(unwrap(deleteBlock(page, { id: 'hero' }))).toBe(page);
  });

  it('refuses a missing block', () => {
    const result = deleteBlock(aboutPage(), { id: 'ghost' });
    expect(result.ok || result.error.code).toBe('blockNotFound');
  });
});
