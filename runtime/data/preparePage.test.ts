import { describe, expect, it } from 'vitest';
import { blockSchema, type Block } from '../../src/model';
import { blockTypesOf, onlyVisible } from './preparePage';

const block = (id: string, type: string, items: Block[] = []): Block => blockSchema.parse({ id, uid: id, type, items });

describe('blockTypesOf', () => {
  it('lists each type of a tree once, sorted', () => {
    expect(blockTypesOf([block('a', 'row', [block('b', 'quote'), block('c', 'button')]), block('d', 'quote')])).toEqual(['button', 'quote', 'row']);
  });
});

describe('onlyVisible', () => {
  it('keeps the visible blocks at every level', () => {
    const tree = [block('a', 'row', [block('b', 'quote'), block('hidden', 'button')]), block('hidden2', 'quote')];
    const visible = onlyVisible(tree, (blocks) => blocks.filter((each) => !each.id.startsWith('hidden')));
    expect(visible.map((each) => each.id)).toEqual(['a']);
    expect(visible[0]?.items.map((each) => each.id)).toEqual(['b']);
  });
});
