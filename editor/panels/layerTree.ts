import { truncate } from '../../src/format';
import type { Block } from '../../src/model';
import type { BlockRegistry } from '../../src/registry';
import { BLOCK_FLAGS, hasFlag, isPseudoItem, isUnpublished, sortByOrder } from '../../src/rules';

/** Longest summary shown after a block's title in the layers tree. */
export const LAYER_SUMMARY_LENGTH = 40;

export type LayerMarker = 'Hidden' | 'Unpublished';

/** One visible row of the layers tree, flattened depth first. */
export interface LayerRow {
  id: string;
  parentId: string | null;
  /** 1 for top-level blocks. */
  level: number;
  /** Position among its shown siblings, from 1, and how many there are. */
  posInSet: number;
  setSize: number;
  title: string;
  summary: string;
  hasChildren: boolean;
  expanded: boolean;
  markers: LayerMarker[];
}

const TEXT_KINDS = new Set(['text', 'textarea', 'richText']);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Text of an HTML fragment (rich text), without tags, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the block's first text property that has any, shortened: what tells two banners apart. */
export function blockSummary(block: Block, registry: Pick<BlockRegistry, 'find'>): string {
  const type = registry.find(block.type);
  for (const field of type?.fields ?? []) {
    if (!TEXT_KINDS.has(field.kind)) continue;
    const value = block.properties[field.name];
    const text = typeof value === 'string' ? plainText(value) : '';
    if (text !== '') return truncate(text, LAYER_SUMMARY_LENGTH);
  }
  return '';
}

/**
 * The rows of the layers tree: blocks in order, children under their container unless
 * it is collapsed. Deleted blocks are left out (they are on their way off the page; undo
 * brings them back). Pseudo-items and blocks the canvas reports hidden are marked Hidden;
 * unpublished ones (themselves, or all their children) Unpublished.
 */
export function layerRows(
  blocks: readonly Block[],
  registry: Pick<BlockRegistry, 'find'>,
  collapsed: ReadonlySet<string>,
  hiddenIds: ReadonlySet<string> = new Set(),
): LayerRow[] {
  const rows: LayerRow[] = [];
  const visit = (siblings: readonly Block[], parentId: string | null, level: number) => {
    const shown = sortByOrder(siblings).filter(
      (block) => !hasFlag(block.flags, BLOCK_FLAGS.deleted),
    );
    shown.forEach((block, index) => {
      const children = block.items.filter((item) => !hasFlag(item.flags, BLOCK_FLAGS.deleted));
      const expanded = children.length > 0 && !collapsed.has(block.id);
      const markers: LayerMarker[] = [];
      if (isPseudoItem(block) || hiddenIds.has(block.id)) markers.push('Hidden');
      if (isUnpublished(block)) markers.push('Unpublished');
      rows.push({
        id: block.id,
        parentId,
        level,
        posInSet: index + 1,
        setSize: shown.length,
        title: registry.find(block.type)?.title ?? block.type,
        summary: blockSummary(block, registry),
        hasChildren: children.length > 0,
        expanded,
        markers,
      });
      if (expanded) visit(children, block.id, level + 1);
    });
  };
  visit(blocks, null, 1);
  return rows;
}

export type LayerKeyAction =
  | { kind: 'focus'; id: string }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | { kind: 'select'; id: string };

/**
 * What a key does on a focused row, after the ARIA tree pattern: Up and Down move through
 * the shown rows, Home and End to the first and last; Right expands a closed container or
 * moves into an open one; Left collapses an open container or moves to the parent; Enter
 * selects. Null for any other key, or when nothing would change.
 */
export function layerKeyAction(
  rows: readonly LayerRow[],
  id: string,
  key: string,
): LayerKeyAction | null {
  const index = rows.findIndex((row) => row.id === id);
  const row = rows[index];
  if (!row) return null;
  const focus = (target: LayerRow | undefined): LayerKeyAction | null =>
    target && target.id !== id ? { kind: 'focus', id: target.id } : null;
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows[rows.length - 1]);
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return row.expanded ? focus(rows[index + 1]) : { kind: 'expand', id };
    case 'ArrowLeft':
      if (row.expanded) return { kind: 'collapse', id };
      return focus(rows.find((candidate) => candidate.id === row.parentId));
    case 'Enter':
      return { kind: 'select', id };
    default:
      return null;
  }
}
