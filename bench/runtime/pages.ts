import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Block } from '../../src/model';

/** The fixture page every registered block type appears on. */
export function everyBlockPage(root = process.cwd()): {
  id: number;
  url: string;
  divisionId: number;
  properties: Record<string, unknown>;
  blocks: Block[];
} {
  const page = JSON.parse(
    readFileSync(join(root, 'fixtures', 'pages', 'every-block.json'), 'utf8'),
  ) as {
    properties: Record<string, unknown>;
    blocks: Block[];
  };
  return {
    id: 900,
    url: '/every-block/',
    divisionId: 1,
    properties: page.properties,
    blocks: page.blocks,
  };
}

/** Blocks in a tree, counting nested ones. */
export const countBlocks = (blocks: readonly Block[]): number =>
  blocks.reduce((sum, block) => sum + 1 + countBlocks(block.items), 0);

/** A block tree with every id (and uid) given a suffix, so copies never share ids. */
function renamed(block: Block, suffix: string): Block {
  return {
    ...block,
    id: `${block.id}-${suffix}`,
    uid: `${block.uid}-${suffix}`,
    items: block.items.map((item) => renamed(item, suffix)),
  };
}

/**
 * A page of exactly `count` blocks (nested ones included) made of the given page's
 * top-level blocks in turn, each copy with fresh ids and its own order; a copy that
 * would overshoot is replaced by the next block that fits (leaves always do).
 */
export function pageOfBlocks(source: readonly Block[], count: number): Block[] {
  const leaves = source.filter((block) => block.items.length === 0);
  if (leaves.length === 0)
    throw new Error('The source page needs at least one block without items');
  const blocks: Block[] = [];
  let total = 0;
  for (let turn = 0; total < count; turn += 1) {
    const candidate = source[turn % source.length]!;
    const fitting =
      countBlocks([candidate]) <= count - total ? candidate : leaves[turn % leaves.length]!;
    blocks.push({ ...renamed(fitting, `copy${turn}`), order: blocks.length });
    total += countBlocks([fitting]);
  }
  return blocks;
}
