import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sequentialIds, setIdGenerator } from '../model';
import { pasteBlocks } from './pasteBlocks';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

let restoreIds: () => void;
beforeEach(() => {
  restoreIds = setIdGenerator(sequentialIds('pasted'));
});
afterEach(() => restoreIds());

const clipboard = () => {
  const page = aboutPage();
  return [page.blocks[1]!, page.blocks[3]!];
};

describe('pasteBlocks', () => {
  it('pastes copies with fresh ids at a position, in clipboard sequence', () => {
    const next = unwrap(
      pasteBlocks(aboutPage(), { blocks: clipboard(), parentId: 'row-2', index: 1 }),
    );
    expect(next).toStrictEqual(
      pageOf([
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote')]),
          sketch('pasted-1', 'row', [
            sketch('pasted-2', 'textBlock'),
            sketch('pasted-3', 'button'),
          ]),
          sketch('pasted-4', 'spacer'),
          sketch('image-1', 'image'),
        ]),
        sketch('spacer-1', 'spacer'),
      ]),
    );
  });

  it('pastes the same clipboard twice without repeating an id', () => {
    const once = unwrap(
      pasteBlocks(aboutPage(), { blocks: clipboard(), parentId: null, index: 0 }),
    );
    const twice = unwrap(pasteBlocks(once, { blocks: clipboard(), parentId: null, index: 0 }));
    expect(twice.blocks.map((block) => block.id)).toStrictEqual([
      'pasted-5',
      'pasted-8',
      'pasted-1',
      'pasted-4',
      'hero',
      'row-1',
      'row-2',
      'spacer-1',
    ]);
  });

  it('leaves deleted clipboard blocks out, and an empty clipboard changes nothing', () => {
    const page = aboutPage();
    const deleted = { ...page.blocks[0]!, flags: ['deleted'] };
    expect(unwrap(pasteBlocks(page, { blocks: [deleted], parentId: null, index: 0 }))).toBe(page);
    expect(unwrap(pasteBlocks(page, { blocks: [], parentId: null, index: 0 }))).toBe(page);
  });

  it('refuses the whole paste when the container does not accept one block', () => {
    const accepts = (_parent: string, child: string) => child !== 'spacer';
    const result = pasteBlocks(
      aboutPage(),
      { blocks: clipboard(), parentId: 'row-1', index: 0 },
      { accepts },
    );
    expect(result.ok || result.error.message).toBe('A row block does not accept a spacer block');
  });

  it('refuses a container that is not on the page', () => {
    const result = pasteBlocks(aboutPage(), { blocks: clipboard(), parentId: 'ghost', index: 0 });
    expect(result.ok || result.error.code).toBe('blockNotFound');
  });
});
