import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import type { Block } from '../../src/model';
import { blockIssues } from '../../server/pages/blockIssues';
import { BENCH_FIXTURES, benchFixture, type BenchFixtureName } from './fixtures';

const everyBlock = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...everyBlock(block.items)]);
const depth = (blocks: readonly Block[]): number =>
  Math.max(0, ...blocks.map((block) => 1 + depth(block.items)));
const names = Object.keys(BENCH_FIXTURES) as BenchFixtureName[];

describe('benchFixture', () => {
  it.each([
    ['flat-100', 100],
    ['nested-230', 230],
    ['flat-500', 500],
    ['flat-2000', 2000],
  ] as const)(
    '%s holds exactly %i blocks, nested ones included, ids in document order',
    (name, count) => {
      const ids = everyBlock(benchFixture(name).blocks).map((block) => block.id);
      expect(ids).toStrictEqual(Array.from({ length: count }, (_, n) => `bench-${name}-${n + 1}`));
    },
  );

  it.each(names)('%s is the same page every time and passes the block registry', (name) => {
    const page = benchFixture(name);
    expect(benchFixture(name)).toStrictEqual(page);
    expect(blockIssues(page.blocks, registry)).toStrictEqual([]);
  });

  it('mixes text, button, spacer, image, quote, banner and row blocks', () => {
    for (const name of names) {
      const types = new Set(everyBlock(benchFixture(name).blocks).map((block) => block.type));
      expect([...types].sort()).toStrictEqual([
        'banner',
        'button',
        'image',
        'quote',
        'row',
        'spacer',
        'textBlock',
      ]);
    }
  });

  it('nests rows three deep in the nested page, one deep in the flat ones', () => {
    expect(depth(benchFixture('nested-230').blocks)).toBe(4);
    expect(depth(benchFixture('flat-500').blocks)).toBe(2);
    const outer = benchFixture('nested-230').blocks[0]!;
    expect(
      outer.items.map((item) => [item.type, item.size.x, item.order, item.parent]),
    ).toStrictEqual([
      ['row', 8, 0, outer.id],
      ['row', 4, 1, outer.id],
    ]);
  });

  it('takes pictures from the given list in turn', () => {
    const page = benchFixture('flat-100', ['/a.jpg', '/b.jpg']);
    const pictures = everyBlock(page.blocks).flatMap((block) =>
      block.type === 'image'
        ? [block.properties.src]
        : block.type === 'banner'
          ? [block.properties.image]
          : [],
    );
    expect(pictures.slice(0, 4)).toStrictEqual(['/a.jpg', '/b.jpg', '/a.jpg', '/b.jpg']);
  });

  it('puts a filler text block where the next section would overshoot the count', () => {
    const blocks = benchFixture('flat-100').blocks;
    // Six rounds of 15 make 90; then 8 blocks fit, the 4-block row would make 102.
    expect(
      blocks.slice(-3).map((block) => [block.type, block.properties.html ?? null]),
    ).toStrictEqual([
      ['quote', null],
      ['textBlock', '<p>Filler 67.</p>'],
      ['spacer', null],
    ]);
  });
});
