import { newId, type Block } from '../model';

/**
 * A deep copy of a block and everything below it, each with a fresh id from `newId()`.
 * The uid is the new id too, as the block builder does: a copy is a new block, so an item
 * factory resolves it on its own. Properties are cloned so a later edit of the copy's
 * nested values can never reach the original.
 */
export function cloneWithFreshIds(block: Block): Block {
  const id = newId();
  return {
    ...block,
    id,
    uid: id,
    size: { ...block.size },
    flags: [...block.flags],
    properties: structuredClone(block.properties),
    items: block.items.map((item) => ({ ...cloneWithFreshIds(item), parent: id })),
  };
}
