import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  blockSchema,
  pageSchema,
  sequentialIds,
  setIdGenerator,
  type Block,
  type Page,
} from '../model';
import { applyCommand, type PageCommand } from './applyCommand';
import { CommandError } from './errors';
import { deepFreeze, pageOf, sketch, type Sketch } from './testing/testKit';
import { blockIds, findBlock } from './tree';

/**
 * Random pages and random command sequences: whatever a seller does, the page still parses,
 * no block id is lost or repeated, every container stays numbered 0..n-1 with the right
 * parent, and the input page is never mutated (it is deep-frozen).
 */

const TYPES = ['row', 'textBlock', 'button', 'spacer', 'banner', 'image', 'quote'] as const;

/** A random tree: block i hangs under one of the rows made before it, or at the top. */
const pageArbitrary = fc
  .array(fc.record({ type: fc.constantFrom(...TYPES), parentPick: fc.nat() }), { maxLength: 14 })
  .map((specs) => {
    const top: Sketch[] = [];
    const rows: Sketch[] = [];
    specs.forEach(({ type, parentPick }, i) => {
      const block = sketch(`b${i}`, type);
      const home = parentPick % (rows.length + 1);
      (home === rows.length ? top : rows[home]!.items).push(block);
      if (type === 'row') rows.push(block);
    });
    return pageOf(top);
  });

/** Commands name blocks by a pick that is resolved against the page at the time it runs. */
type Step =
  | {
      kind: 'insert';
      parent: number;
      index: number;
      type: (typeof TYPES)[number];
      reuseId: boolean;
    }
  | { kind: 'move'; block: number; parent: number; index: number }
  | { kind: 'nest'; block: number; parent: number }
  | { kind: 'resize'; block: number; width: number }
  | { kind: 'set'; block: number; value: string }
  | { kind: 'duplicate'; block: number }
  | { kind: 'delete'; block: number }
  | { kind: 'paste'; blocks: number[]; parent: number; index: number };

const pick = fc.nat({ max: 40 });
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    parent: pick,
    index: pick,
    type: fc.constantFrom(...TYPES),
    reuseId: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('move' as const), block: pick, parent: pick, index: pick }),
  fc.record({ kind: fc.constant('nest' as const), block: pick, parent: pick }),
  fc.record({
    kind: fc.constant('resize' as const),
    block: pick,
    width: fc.integer({ min: 0, max: 14 }),
  }),
  fc.record({ kind: fc.constant('set' as const), block: pick, value: fc.string() }),
  fc.record({ kind: fc.constant('duplicate' as const), block: pick }),
  fc.record({ kind: fc.constant('delete' as const), block: pick }),
  fc.record({
    kind: fc.constant('paste' as const),
    blocks: fc.array(pick, { maxLength: 3 }),
    parent: pick,
    index: pick,
  }),
);

let inserted = 0;

/** Turns a step into a command on the current page: picks past the last id mean the top level or a missing block. */
function toCommand(page: Page, step: Step): PageCommand {
  const ids = blockIds(page.blocks);
  const idAt = (n: number) => ids[n % (ids.length + 1)] ?? 'missing';
  const parentAt = (n: number) => ids[n % (ids.length + 1)] ?? null;
  switch (step.kind) {
    case 'insert': {
      const id = step.reuseId && ids.length > 0 ? idAt(step.parent) : `inserted-${(inserted += 1)}`;
      const block = blockSchema.parse({
        id,
        uid: id,
        type: step.type,
        properties: { template: 'v2' },
      });
      return { type: 'insertBlock', block, parentId: parentAt(step.parent), index: step.index };
    }
    case 'move':
      return {
        type: 'moveBlock',
        id: idAt(step.block),
        parentId: parentAt(step.parent),
        index: step.index,
      };
    case 'nest':
      return { type: 'nestBlock', id: idAt(step.block), parentId: idAt(step.parent) };
    case 'resize':
      return { type: 'resizeBlock', id: idAt(step.block), width: step.width };
    case 'set':
      return { type: 'setProperty', id: idAt(step.block), key: 'text', value: step.value };
    case 'duplicate':
      return { type: 'duplicateBlock', id: idAt(step.block) };
    case 'delete':
      return { type: 'deleteBlock', id: idAt(step.block) };
    case 'paste': {
      const blocks = step.blocks
        .map((n) => findBlock(page.blocks, idAt(n)))
        .filter((b): b is Block => b !== undefined);
      return { type: 'pasteBlocks', blocks, parentId: parentAt(step.parent), index: step.index };
    }
  }
}

/** Blocks a command adds: the inserted, duplicated or pasted subtrees. */
function addedCount(page: Page, command: PageCommand): number {
  const size = (block: Block): number => blockIds([block]).length;
  switch (command.type) {
    case 'insertBlock':
      return size(command.block);
    case 'duplicateBlock':
      return size(findBlock(page.blocks, command.id)!);
    case 'pasteBlocks':
      return command.blocks
        .filter((block) => !block.flags.includes('deleted'))
        .reduce((n, block) => n + size(block), 0);
    default:
      return 0;
  }
}

function expectNumbered(blocks: readonly Block[], parent: string | null): void {
  blocks.forEach((block, index) => {
    expect([block.order, block.parent]).toStrictEqual([index, parent]);
    expectNumbered(block.items, block.id);
  });
}

const accepts = (parentType: string, childType: string) =>
  parentType === 'row' && childType !== 'banner';

let restoreIds: () => void;
beforeEach(() => {
  restoreIds = setIdGenerator(sequentialIds('fresh'));
});
afterEach(() => restoreIds());

describe('random command sequences', () => {
  it('always give a page that parses, with every block id exactly once', () => {
    fc.assert(
      fc.property(pageArbitrary, fc.array(stepArbitrary, { maxLength: 25 }), (start, steps) => {
        let page = deepFreeze(start);
        for (const step of steps) {
          const command = toCommand(page, step);
          const before = blockIds(page.blocks);
          const result = applyCommand(page, command, { accepts });
          if (!result.ok) {
            expect(result.error).toBeInstanceOf(CommandError);
            continue;
          }
          const next = result.value;
          const after = blockIds(next.blocks);
          expect(new Set(after).size).toBe(after.length);
          expect(before.filter((id) => !after.includes(id))).toStrictEqual([]);
          expect(after.length).toBe(before.length + addedCount(page, command));
          expect(pageSchema.parse(next)).toStrictEqual(next);
          expectNumbered(next.blocks, null);
          page = deepFreeze(next);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('share every top-level block the command did not touch', () => {
    fc.assert(
      fc.property(pageArbitrary, fc.nat(), fc.integer({ min: 3, max: 12 }), (start, n, width) => {
        const page = deepFreeze(start);
        const ids = blockIds(page.blocks);
        fc.pre(ids.length > 0);
        const id = ids[n % ids.length]!;
        const result = applyCommand(page, { type: 'resizeBlock', id, width });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        page.blocks.forEach((block, i) => {
          const touched = findBlock([block], id) !== undefined;
          if (!touched) expect(result.value.blocks[i]).toBe(block);
        });
      }),
      { numRuns: 200 },
    );
  });
});
