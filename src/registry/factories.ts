import { blockSchema, fail, ok, type Block, type BlockInput, type Result } from '../model';
import { BLOCK_FLAGS, hasFlag, sortByOrder, withFlag } from '../rules';
import { BlockRegistryError, REGISTRY_MESSAGES } from './errors';

/** An item a factory built from its source; the resolver gives it an id when it has none. */
export type GeneratedItem = Omit<BlockInput, 'id' | 'uid'> &
  Partial<Pick<BlockInput, 'id' | 'uid'>>;

const isGenerated = (item: Block): boolean => hasFlag(item.flags, BLOCK_FLAGS.generated);

/**
 * Replaces a factory block's items with the ones its factory generated:
 * - generated items get the flag `generated`, so the saved state drops them;
 * - every other item is a shadow item and is kept, flagged `shadow` (saving keeps only the
 *   deleted flag, so after a reload the non-generated items of a factory block are exactly
 *   its shadow items);
 * - each generated item takes the properties of the first non-deleted shadow item of its
 *   type: the seller styles one template and every generated item follows. Keys the
 *   factory set itself win, so a template's sample title never replaces a product's name;
 * - shadow items come first, then the generated ones; orders are 0..n-1.
 *
 * Generated ids are `<block id>-generated-<n>` unless the factory gave one: the function
 * stays pure, and re-resolving gives React the same keys. An item that does not parse as a
 * block is left out rather than breaking the page. A block whose itemFactory names no
 * source gives `Factory has no source`.
 */
export function resolveItemFactory(
  block: Block,
  generated: readonly GeneratedItem[],
): Result<Block, BlockRegistryError> {
  if (!block.properties.itemFactory?.source)
    return fail(new BlockRegistryError(REGISTRY_MESSAGES.factoryNoSource));

  const shadows = sortByOrder(block.items)
    .filter((item) => !isGenerated(item))
    .map((item) => ({ ...item, flags: withFlag(item.flags, BLOCK_FLAGS.shadow) }));
  const templateOf = (type: string | undefined) =>
    shadows.find((item) => item.type === type && !hasFlag(item.flags, BLOCK_FLAGS.deleted));

  const made = generated.flatMap((input, n) => {
    const id = input.id ?? `${block.id}-generated-${n}`;
    const parsed = blockSchema.safeParse({
      ...input,
      id,
      uid: input.uid ?? id,
      properties: { ...templateOf(input.type)?.properties, ...input.properties },
      flags: withFlag(input.flags ?? [], BLOCK_FLAGS.generated),
    });
    return parsed.success ? [parsed.data] : [];
  });

  const items = [...shadows, ...made].map((item, order) => ({ ...item, order, parent: block.id }));
  return ok({ ...block, items });
}

/** Uids of the blocks whose factory has resolved: resolution happens once per block uid. */
export type ResolvedFactories = ReadonlySet<string>;

/** True for a factory block whose uid has not resolved yet. */
export function needsFactoryResolution(
  resolved: ResolvedFactories,
  block: Pick<Block, 'uid' | 'properties'>,
): boolean {
  return block.properties.itemFactory !== undefined && !resolved.has(block.uid);
}

/** The set with `uid` added; the same set when it is already there. */
export function markFactoryResolved(resolved: ResolvedFactories, uid: string): ResolvedFactories {
  return resolved.has(uid) ? resolved : new Set([...resolved, uid]);
}

/** Every factory block in the tree, outermost first, whose uid has not resolved yet. */
export function pendingFactoryBlocks(
  blocks: readonly Block[],
  resolved: ResolvedFactories,
): Block[] {
  return blocks.flatMap((block) => [
    ...(needsFactoryResolution(resolved, block) ? [block] : []),
    ...pendingFactoryBlocks(block.items, resolved),
  ]);
}
