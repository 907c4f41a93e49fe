import { describe, expect, it } from 'vitest';
import { blockSchema } from '../model';
import { insertBlock } from './insertBlock';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

const newButton = (id = 'button-2') =>
  blockSchema.parse({
    id,
    uid: id,
    type: 'button',
    properties: { template: 'v2', text: 'Shop now' },
  });

describe('insertBlock', () => {
  it('inserts at a position in a container and renumbers the siblings', () => {
    const page = aboutPage();
    const next = unwrap(insertBlock(page, { block: newButton(), parentId: 'row-1', index: 1 }));
    const inserted = { ...newButton(), order: 1, parent: 'row-1' };
    expect(next).toStrictEqual(
      pageOf([
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [
          sketch('text-1', 'textBlock'),
          sketch('button-2', 'button', [], { properties: inserted.properties }),
          sketch('button-1', 'button'),
        ]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote')]),
          sketch('image-1', 'image'),
        ]),
        sketch('spacer-1', 'spacer'),
      ]),
    );
    expect(next.blocks[1]?.items[1]).toStrictEqual(inserted);
  });

  it('inserts at the top level and appends past the end', () => {
    const page = aboutPage();
    const next = unwrap(insertBlock(page, { block: newButton(), parentId: null, index: 99 }));
    expect(next.blocks.map((block) => [block.id, block.order, block.parent])).toStrictEqual([
      ['hero', 0, null],
      ['row-1', 1, null],
      ['row-2', 2, null],
      ['spacer-1', 3, null],
      ['button-2', 4, null],
    ]);
  });

  it('shares every untouched block with the input page', () => {
    const page = aboutPage();
    const next = unwrap(insertBlock(page, { block: newButton(), parentId: 'row-1', index: 0 }));
    expect(next.blocks[0]).toBe(page.blocks[0]);
    expect(next.blocks[2]).toBe(page.blocks[2]);
    expect(next.blocks[3]).toBe(page.blocks[3]);
  });

  it('links the items that come with a new container', () => {
    const row = blockSchema.parse({
      id: 'row-9',
      uid: 'row-9',
      type: 'row',
      items: [
        { id: 'b', uid: 'b', type: 'button', order: 5 },
        { id: 'a', uid: 'a', type: 'quote', order: 2 },
      ],
    });
    const next = unwrap(insertBlock(aboutPage(), { block: row, parentId: null, index: 0 }));
    expect(next.blocks[0]?.items.map((item) => [item.id, item.order, item.parent])).toStrictEqual([
      ['a', 0, 'row-9'],
      ['b', 1, 'row-9'],
    ]);
  });

  it('refuses an id already on the page, or repeated in the new block', () => {
    const page = aboutPage();
    const again = insertBlock(page, { block: newButton('quote-1'), parentId: null, index: 0 });
    expect(again).toStrictEqual({
      ok: false,
      error: expect.objectContaining({ code: 'duplicateBlockId' }),
    });
    expect(again.ok || again.error.message).toBe('Block quote-1 is already on this page');
    const twice = blockSchema.parse({
      id: 'row-9',
      uid: 'row-9',
      type: 'row',
      items: [{ id: 'row-9', uid: 'x', type: 'button' }],
    });
    const result = insertBlock(page, { block: twice, parentId: null, index: 0 });
    expect(result.ok || result.error.code).toBe('duplicateBlockId');
  });

  it('refuses a container that is not on the page', () => {
    const result = insertBlock(aboutPage(), { block: newButton(), parentId: 'row-7', index: 0 });
    expect(result.ok || result.error.message).toBe('Block row-7 was not found on this page');
  });

  it('refuses a child type the container does not accept', () => {
    const accepts = (parentType: string, childType: string) =>
      !(parentType === 'row' && childType === 'row');
    const row = blockSchema.parse({ id: 'row-9', uid: 'row-9', type: 'row' });
    const result = insertBlock(
      aboutPage(),
      { block: row, parentId: 'row-1', index: 0 },
      { accepts },
    );
    expect(result.ok || result.error.message).toBe('A row block does not accept a row block');
    expect(
      unwrap(insertBlock(aboutPage(), { block: row, parentId: null, index: 0 }, { accepts }))
        .blocks,
    ).toHaveLength(5);
  });
});
