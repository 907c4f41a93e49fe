import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sequentialIds, setIdGenerator } from '../model';
import { duplicateBlock } from './duplicateBlock';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

let restoreIds: () => void;
beforeEach(() => {
  restoreIds = setIdGenerator(sequentialIds('copy'));
});
afterEach(() => restoreIds());

describe('duplicateBlock', () => {
  it('places a deep copy with fresh ids right after the original', () => {
    const next = unwrap(duplicateBlock(aboutPage(), { id: 'row-3' }));
    expect(next).toStrictEqual(
      pageOf([
        sketch('hero', 'banner'),
        sketch('row-1', 'row', [sketch('text-1', 'textBlock'), sketch('button-1', 'button')]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote')]),
          sketch('copy-1', 'row', [sketch('copy-2', 'quote')]),
          sketch('image-1', 'image'),
        ]),
        sketch('spacer-1', 'spacer'),
      ]),
    );
  });

  it('copies properties deeply, so the copy never shares them with the original', () => {
    const page = aboutPage();
    const next = unwrap(duplicateBlock(page, { id: 'hero' }));
    const [original, copy] = next.blocks;
    expect(copy?.properties).toStrictEqual(original?.properties);
    expect(copy?.properties).not.toBe(original?.properties);
    expect(original).toBe(page.blocks[0]);
  });

  it('refuses a missing block', () => {
    const result = duplicateBlock(aboutPage(), { id: 'ghost' });
    expect(result.ok || result.error.code).toBe('blockNotFound');
  });
});
