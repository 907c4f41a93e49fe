import { describe, expect, it } from 'vitest';
import { setBlocksProperty } from './setBlocksProperty';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

const hidden = { properties: { template: 'v2', published: false } };

describe('setBlocksProperty', () => {
  it('sets the property on every selected block in one change', () => {
    const next = unwrap(
      setBlocksProperty(aboutPage(), {
        ids: ['text-1', 'image-1'],
        key: 'published',
        value: false,
      }),
    );
    expect(next).toStrictEqual(
      pageOf([
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [
          sketch('text-1', 'textBlock', [], hidden),
          sketch('button-1', 'button'),
        ]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote')]),
          sketch('image-1', 'image', [], hidden),
        ]),
        sketch('spacer-1', 'spacer'),
      ]),
    );
  });

  it('keeps untouched blocks and the page itself when nothing changes', () => {
    const page = aboutPage();
    const next = unwrap(setBlocksProperty(page, { ids: ['hero'], key: 'align', value: 'left' }));
    expect(next.blocks[1]).toBe(page.blocks[1]);
    expect(
      unwrap(setBlocksProperty(page, { ids: ['hero', 'text-1'], key: 'template', value: 'v2' })),
    ).toBe(page);
  });

  it('refuses the whole change when one value is invalid or one block missing', () => {
    const invalid = setBlocksProperty(aboutPage(), {
      ids: ['hero', 'text-1'],
      key: 'published',
      value: 'no',
    });
    expect(invalid.ok || invalid.error.code).toBe('invalidProperty');
    const missing = setBlocksProperty(aboutPage(), { ids: ['ghost'], key: 'align', value: 'left' });
    expect(missing.ok || missing.error.message).toBe('Block ghost was not found on this page');
  });
});
