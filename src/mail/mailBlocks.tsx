import { Column, Row } from '@react-email/components';
import type { ReactElement, ReactNode } from 'react';
import type { Block } from '../model';
import { readProperties, type BlockRegistry, type MailThemeValues } from '../registry';
import { columnPercent, mailRows } from './mailRows';

/** What rendering a page's blocks to mail needs. */
export interface MailBlocksInput {
  registry: BlockRegistry;
  /** The blocks that show, in order (see `mailVisibleItems`). */
  visibleItems: (blocks: readonly Block[]) => Block[];
  /** Absolute origin for links and images: `https://store.example`. */
  origin: string;
  theme: MailThemeValues;
  /** Data loaded for data-driven blocks, by block id. */
  blockData?: Readonly<Record<string, unknown>>;
  /** Space between rows and between side-by-side blocks, in px (the page's ySpacing). */
  gap: number;
}

/**
 * One block through its type's mail renderer, with its items laid out inside it. A type
 * that is not mail-compatible (or has no mail renderer) renders nothing, as does a
 * renderer that has nothing to show in mail (it returns null).
 *
 * Mail renderers are called as plain functions, not mounted as components: they are pure
 * (no hooks), which also lets the layout drop a block that renders nothing before it
 * takes a table cell.
 */
function mailBlock(block: Block, input: MailBlocksInput): ReactElement | null {
  const type = input.registry.find(block.type);
  if (!type?.mail || !type.compatibility.has('mail')) return null;
  const children = block.items.length > 0 ? mailBlocks(block.items, input) : undefined;
  return type.mail({
    block,
    properties: readProperties(type, block),
    data: input.blockData?.[block.id],
    children,
    origin: input.origin,
    theme: input.theme,
  });
}

/**
 * Sibling blocks as table rows: blocks that sit side by side on the 12-column grid share
 * a row, each cell as wide as its block's share of the row (see `mailRows`). Spacing is
 * cell padding, which every mail client honours (margins and table padding are not).
 */
export function mailBlocks(blocks: readonly Block[], input: MailBlocksInput): ReactNode {
  const rendered = input.visibleItems(blocks).flatMap((block) => {
    const element = mailBlock(block, input);
    return element ? [{ block, element }] : [];
  });
  const half = `${input.gap / 2}px`;
  return mailRows(rendered, (cell) => cell.block.size.x).map((row, rowIndex) => {
    const last = row.cells.length - 1;
    return (
      <Row key={row.cells[0]?.item.block.id ?? rowIndex}>
        {row.cells.map(({ item, width }, index) => (
          <Column
            key={item.block.id}
            data-block-type={item.block.type}
            style={{
              width: columnPercent(width),
              verticalAlign: 'top',
              paddingTop: rowIndex === 0 ? undefined : `${input.gap}px`,
              paddingLeft: index === 0 ? undefined : half,
              paddingRight: index === last && row.rest === 0 ? undefined : half,
            }}
          >
            {item.element}
          </Column>
        ))}
        {row.rest > 0 ? <Column style={{ width: columnPercent(row.rest) }} /> : null}
      </Row>
    );
  });
}
