import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blockSchema, sequentialIds, setIdGenerator } from '../model';
import { applyCommands, type PageCommand } from './applyCommand';
import { aboutPage, pageOf, sketch, unwrap } from './testing/testKit';

let restoreIds: () => void;
beforeEach(() => {
  restoreIds = setIdGenerator(sequentialIds('new'));
});
afterEach(() => restoreIds());

const accepts = (parentType: string) => parentType === 'row';

describe('replaying a sequence of commands', () => {
  it('gives exactly the page the seller built', () => {
    const newRow = blockSchema.parse({
      id: 'row-4',
      uid: 'row-4',
      type: 'row',
      properties: { template: 'v2' },
    });
    const session: PageCommand[] = [
      { type: 'insertBlock', block: newRow, parentId: null, index: 1 },
      { type: 'nestBlock', id: 'text-1', parentId: 'row-4' },
      { type: 'moveBlock', id: 'image-1', parentId: 'row-4', index: 0 },
      { type: 'resizeBlock', id: 'image-1', width: 4 },
      {
        type: 'setProperty',
        id: 'image-1',
        key: 'alt',
        value: 'Organic cotton tee on a washing line',
      },
      { type: 'duplicateBlock', id: 'image-1' },
      { type: 'deleteBlock', id: 'row-3' },
      { type: 'moveBlock', id: 'spacer-1', parentId: null, index: 0 },
    ];
    const image = {
      size: { x: 4, y: 1 },
      properties: { template: 'v2', alt: 'Organic cotton tee on a washing line' },
    };
    expect(unwrap(applyCommands(aboutPage(), session, { accepts }))).toStrictEqual(
      pageOf([
        sketch('spacer-1', 'spacer', [], { flags: ['reordered'] }),
        sketch('hero', 'banner'),
        sketch('row-4', 'row', [
          sketch('image-1', 'image', [], { ...image, flags: ['reordered'] }),
          sketch('new-1', 'image', [], { ...image, flags: ['reordered'] }),
          sketch('text-1', 'textBlock', [], { flags: ['reordered'] }),
        ]),
        sketch('row-1', 'row', [sketch('button-1', 'button')]),
        sketch('row-2', 'row', [
          sketch('row-3', 'row', [sketch('quote-1', 'quote')], { flags: ['deleted'] }),
        ]),
      ]),
    );
  });

  it('stops at the first refusal and reports it', () => {
    const session: PageCommand[] = [
      { type: 'resizeBlock', id: 'hero', width: 6 },
      { type: 'nestBlock', id: 'hero', parentId: 'spacer-1' },
      { type: 'deleteBlock', id: 'hero' },
    ];
    const result = applyCommands(aboutPage(), session, { accepts });
    expect(result.ok || result.error.message).toBe('A spacer block does not accept a banner block');
  });

  it('gives back the same page for an empty session', () => {
    const page = aboutPage();
    expect(unwrap(applyCommands(page, []))).toBe(page);
  });
});
