import { memo, type ComponentType, type ReactNode } from 'react';
import type { Block } from '../../src/model';
import {
  readProperties,
  type BlockComponentProps,
  type BlockRegistry,
  type BlockRenderContext,
} from '../../src/registry';
import { xsSpan } from './grid';

/** Decides which of a list of sibling blocks show, in order (the visibility rules). */
export type VisibleItems = (blocks: readonly Block[]) => Block[];

/**
 * Lets the editor wrap each rendered block (selection outline, drag handle) without the
 * renderer knowing about editing. The storefront passes none.
 */
export type BlockFrame = (block: Block, rendered: ReactNode) => ReactNode;

/**
 * Lets the editor wrap each list of sibling blocks (a sortable context per container).
 * `parentId` is null for the page's top level.
 */
export type ListFrame = (
  parentId: string | null,
  blocks: readonly Block[],
  rendered: ReactNode,
) => ReactNode;

/**
 * Blocks whose properties are already prepared (parsed, migrated, defaults applied) and
 * the components that draw them, by type name. The storefront renders prepared pages
 * (runtime/data/preparePage.ts), so the browser hydrates with block components only,
 * without the registry's schemas.
 */
export interface PreparedBlocks {
  component: (type: string) => ComponentType<BlockComponentProps<unknown>> | undefined;
}

export interface PageRendererProps {
  blocks: readonly Block[];
  /** Block types by name; not needed when `prepared` is given. */
  registry?: BlockRegistry;
  prepared?: PreparedBlocks;
  visibleItems: VisibleItems;
  context: BlockRenderContext;
  /** Data loaded for data-driven blocks, by block id. */
  blockData?: Readonly<Record<string, unknown>>;
  frame?: BlockFrame;
  listFrame?: ListFrame;
}

/**
 * Renders a page's block tree on the 12-column grid: the published storefront, the
 * editor's canvas and the fixture gallery all draw pages with this one component, so
 * what a seller sees is what shoppers get.
 */
export function PageRenderer(props: PageRendererProps) {
  return (
    <div className="pb-page pb-grid">
      <BlockList {...props} parentId={null} />
    </div>
  );
}

function BlockList({
  blocks,
  parentId,
  ...shared
}: PageRendererProps & { parentId: string | null }) {
  const visible = shared.visibleItems(blocks);
  const rendered = visible.map((block) => <BlockCell {...shared} key={block.id} block={block} />);
  return <>{shared.listFrame ? shared.listFrame(parentId, visible, rendered) : rendered}</>;
}

interface BlockCellProps extends Omit<PageRendererProps, 'blocks'> {
  block: Block;
}

/**
 * One block in its grid cell. Memoised on the block object: the editor's commands share
 * untouched subtrees by reference, so a change re-renders only the blocks it touched.
 */
const BlockCell = memo(function BlockCell(props: BlockCellProps) {
  const { block, context, blockData, frame } = props;
  const resolved = resolveBlock(props, block);
  if (!resolved) return null;
  const { Component } = resolved;
  const children =
    block.items.length > 0 || (props.listFrame && resolved.acceptsChildren) ? (
      <BlockList {...props} blocks={block.items} parentId={block.id} />
    ) : undefined;
  const rendered = (
    <Component
      block={block}
      properties={resolved.properties}
      data={blockData?.[block.id]}
      context={context}
    >
      {children}
    </Component>
  );
  const width = block.size.x;
  return (
    <div
      className="pb-cell"
      data-block-id={block.id}
      data-block-type={block.type}
      style={{ ['--span' as string]: width, ['--span-xs' as string]: xsSpan(width) }}
    >
      {frame ? frame(block, rendered) : rendered}
    </div>
  );
});

/** A block's component and properties: prepared ones as they are, else read through its type. */
function resolveBlock(
  { registry, prepared }: Pick<PageRendererProps, 'registry' | 'prepared'>,
  block: Block,
): {
  Component: ComponentType<BlockComponentProps<unknown>>;
  properties: unknown;
  acceptsChildren: boolean;
} | null {
  if (prepared) {
    const Component = prepared.component(block.type);
    return Component ? { Component, properties: block.properties, acceptsChildren: false } : null;
  }
  const type = registry?.find(block.type);
  if (!type) return null;
  return {
    Component: type.component,
    properties: readProperties(type, block),
    acceptsChildren: Boolean(type.children),
  };
}
