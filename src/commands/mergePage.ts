import { ok, type Block, type Page, type Result } from '../model';
import { sortByOrder } from '../rules';
import type { CommandError } from './errors';
import { sameJson } from './sameJson';

export interface MergePageArgs {
  /** The copy my edits started from (the last page loaded or saved). */
  base: Page;
  /** Their copy: the server's page that refused my save. */
  theirs: Page;
}

/** A block without its children, with where it sits. */
interface Placed {
  block: Block;
  parentId: string | null;
  order: number;
}

function flatten(blocks: readonly Block[], parentId: string | null, into: Map<string, Placed>) {
  for (const block of blocks) {
    into.set(block.id, { block, parentId, order: block.order });
    flatten(block.items, block.id, into);
  }
  return into;
}

/** Three-way choice: mine when I changed it, else theirs (which is the base when they did not). */
const pick = <T>(base: T, mine: T, theirs: T): T =>
  sameJson(mine, base) && !sameJson(theirs, mine) ? theirs : mine;

const BLOCK_FIELDS_NOT_MERGED = new Set(['items', 'properties', 'order', 'parent']);

const withoutItems = ({ items: _items, ...rest }: Block) => rest;

/** One block both copies still have: field by field, property by property. */
function mergeBlock(base: Placed, mine: Placed, theirs: Placed): Placed {
  const block: Record<string, unknown> = { ...mine.block };
  for (const key of new Set([...Object.keys(mine.block), ...Object.keys(theirs.block)])) {
    if (BLOCK_FIELDS_NOT_MERGED.has(key)) continue;
    const field = key as keyof Block;
    block[key] = pick(base.block[field], mine.block[field], theirs.block[field]);
  }
  const properties: Record<string, unknown> = {};
  const keys = new Set([
    ...Object.keys(mine.block.properties),
    ...Object.keys(theirs.block.properties),
  ]);
  for (const key of keys) {
    const value = pick(
      base.block.properties[key],
      mine.block.properties[key],
      theirs.block.properties[key],
    );
    if (value !== undefined) properties[key] = value;
  }
  block.properties = sameJson(properties, mine.block.properties)
    ? mine.block.properties
    : properties;
  const mineMoved = mine.parentId !== base.parentId || mine.order !== base.order;
  const { parentId, order } = mineMoved ? mine : theirs;
  const unchanged = Object.keys(block).every((key) =>
    Object.is(block[key], mine.block[key as keyof Block]),
  );
  return { block: unchanged ? mine.block : (block as unknown as Block), parentId, order };
}

/** Which blocks the merged page has, each with its fields and place. */
function mergeBlocks(base: Page, mine: Page, theirs: Page): Map<string, Placed> {
  const was = flatten(base.blocks, null, new Map());
  const mineIndex = flatten(mine.blocks, null, new Map());
  const theirIndex = flatten(theirs.blocks, null, new Map());
  const merged = new Map<string, Placed>();
  for (const [id, placed] of mineIndex) {
    const old = was.get(id);
    const their = theirIndex.get(id);
    if (!old) merged.set(id, placed);
    else if (their) merged.set(id, mergeBlock(old, placed, their));
    // They removed it: gone, unless I changed it since.
    else if (!sameJson(withoutItems(placed.block), withoutItems(old.block))) merged.set(id, placed);
  }
  // Blocks they added; a block I removed stays removed.
  for (const [id, placed] of theirIndex)
    if (!was.has(id) && !merged.has(id)) merged.set(id, placed);
  return merged;
}

/**
 * Rebuilds the tree from placed blocks: children sorted by order (ties in the sequence
 * they were listed), renumbered 0..n-1; a block whose parent is missing, or that a merged
 * nesting put inside itself, goes to the top level. A block whose content and children are
 * unchanged keeps its identity.
 */
function buildTree(placed: Map<string, Placed>): Block[] {
  const children = new Map<string | null, Placed[]>();
  for (const entry of placed.values()) {
    const parentId = entry.parentId !== null && placed.has(entry.parentId) ? entry.parentId : null;
    children.set(parentId, [...(children.get(parentId) ?? []), entry]);
  }
  const visited = new Set<string>();
  const build = (parentId: string | null, list: readonly Placed[]): Block[] =>
    sortByOrder(list.map(({ block, order }) => ({ ...block, order })))
      .filter((block) => !visited.has(block.id))
      .map((block, order) => {
        visited.add(block.id);
        const original = placed.get(block.id)!.block;
        const items = build(block.id, children.get(block.id) ?? []);
        const same =
          original.order === order &&
          original.parent === parentId &&
          items.length === original.items.length &&
          items.every((item, i) => item === original.items[i]);
        return same ? original : { ...original, order, parent: parentId, items };
      });
  const top = build(null, children.get(null) ?? []);
  // Blocks in a cycle (each nested in another of them) reach no top-level block: the
  // first of each cycle goes to the end of the top level, the rest stay inside it.
  for (const entry of placed.values()) {
    if (visited.has(entry.block.id)) continue;
    const [block] = build(null, [{ ...entry, order: top.length }]);
    top.push(block!.order === top.length ? block! : { ...block!, order: top.length });
  }
  return top;
}

const PAGE_FIELDS_NOT_MERGED = new Set(['blocks', 'properties', 'version']);

/**
 * Keep my edits and merge theirs (a 409): their changes relative to the copy my edits
 * started from are made on my page. A field, property or block they changed and I did not
 * takes their value; where we both changed one, mine stays. Blocks they added are added,
 * blocks they removed are removed unless I changed them. The version stays mine: the save
 * that follows rebases it on theirs.
 */
export function mergePage(mine: Page, { base, theirs }: MergePageArgs): Result<Page, CommandError> {
  const page: Record<string, unknown> = { ...mine };
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
    if (PAGE_FIELDS_NOT_MERGED.has(key)) continue;
    const field = key as keyof Page;
    page[key] = pick(base[field], mine[field], theirs[field]);
  }
  const properties: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(mine.properties), ...Object.keys(theirs.properties)])) {
    const value = pick(base.properties[key], mine.properties[key], theirs.properties[key]);
    if (value !== undefined) properties[key] = value;
  }
  page.properties = sameJson(properties, mine.properties) ? mine.properties : properties;
  const blocks = buildTree(mergeBlocks(base, mine, theirs));
  const sameBlocks =
    blocks.length === mine.blocks.length && blocks.every((block, i) => block === mine.blocks[i]);
  page.blocks = sameBlocks ? mine.blocks : blocks;
  const merged = page as unknown as Page;
  const unchanged = Object.keys(merged).every((key) =>
    Object.is(merged[key as keyof Page], mine[key as keyof Page]),
  );
  return ok(unchanged ? mine : merged);
}
