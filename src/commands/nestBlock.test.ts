import { describe, expect, it } from 'vitest';
import { nestBlock } from './nestBlock';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

describe('nestBlock', () => {
  it('puts a block inside a container as its last child', () => {
    const next = unwrap(nestBlock(aboutPage(), { id: 'spacer-1', parentId: 'row-1' }));
    expect(next).toStrictEqual(
      pageOf([
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [
          sketch('text-1', 'textBlock'),
          sketch('button-1', 'button'),
          sketch('spacer-1', 'spacer', [], { flags: ['reordered'] }),
        ]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote')]),
          sketch('image-1', 'image'),
        ]),
      ]),
    );
  });

  it('refuses to nest a block inside itself or its own blocks', () => {
    const result = nestBlock(aboutPage(), { id: 'row-2', parentId: 'row-3' });
    expect(result.ok || result.error.code).toBe('cannotMoveIntoItself');
  });

  it('refuses a container that does not accept the block', () => {
    const accepts = () => false;
    const result = nestBlock(aboutPage(), { id: 'hero', parentId: 'row-1' }, { accepts });
    expect(result.ok || result.error.message).toBe('A row block does not accept a banner block');
  });
});
