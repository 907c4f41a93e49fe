import { describe, expect, it } from 'vitest';
import { blockSchema, type Block } from '../../src/model';
import { countBlocks, everyBlockPage, pageOfBlocks } from './pages';

const block = (id: string, items: Block[] = []): Block =>
  blockSchema.parse({ id, uid: id, type: items.length ? 'row' : 'textBlock', items });

describe('pageOfBlocks', () => {
  it('makes a page of exactly the asked number of blocks, nested ones counted', () => {
    const source = [block('row', [block('a'), block('b')]), block('text')];
    for (const count of [1, 4, 300]) expect(countBlocks(pageOfBlocks(source, count))).toBe(count);
  });

  it('gives every copy fresh ids and its own order', () => {
    const blocks = pageOfBlocks([block('row', [block('a')]), block('text')], 10);
    const ids: string[] = [];
    const visit = (list: Block[]) => list.forEach((each) => (ids.push(each.id), visit(each.items)));
    visit(blocks);
    expect(new Set(ids).size).toBe(ids.length);
    expect(blocks.map((each) => each.order)).toEqual(blocks.map((_each, index) => index));
  });

  it('builds the 300-block page from the every-block fixture', () => {
    expect(countBlocks(pageOfBlocks(everyBlockPage().blocks, 300))).toBe(300);
  });
});
