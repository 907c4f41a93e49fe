import type { ComponentData, Data } from '@measured/puck';
import type { Block, Page } from '../../../src/model';
import { sortByOrder } from '../../../src/rules/sortByOrder';

/** The DropZone every Row draws its children in (`<id>:items` in Puck's `zones`). */
export const ROW_ZONE = 'items';

/** Our block types and the Puck component each maps to (bench/editor/puck/config.tsx). */
export const PUCK_TYPES = {
  textBlock: 'Text',
  button: 'Button',
  spacer: 'Spacer',
  image: 'Image',
  quote: 'Quote',
  banner: 'Banner',
  row: 'Row',
} as const;

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
const number = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

/** The props a block's Puck twin draws from: the same content, the same width in columns. */
function puckProps(block: Block): Record<string, unknown> {
  const p = block.properties;
  const common = { id: block.id, width: block.size.x };
  switch (block.type) {
    case 'textBlock':
      return { ...common, html: text(p.html) };
    case 'button':
      return { ...common, text: text(p.text), href: text(p.href, '/') };
    case 'spacer':
      return { ...common, height: number(p.height, 48) };
    case 'image':
      return { ...common, src: text(p.src), alt: text(p.alt), ratio: number(p.ratio, 0.75) };
    case 'quote':
      return { ...common, quote: text(p.quote), author: text(p.author) };
    case 'banner': {
      const actions = Array.isArray(p.actions) ? (p.actions as Array<Record<string, unknown>>) : [];
      return {
        ...common,
        title: text(p.title),
        copy: text(p.copy),
        image: text(p.image),
        actions: actions.map((action) => ({
          text: text(action.text),
          href: text(action.href, '/'),
        })),
      };
    }
    default:
      return common;
  }
}

/**
 * A page of ours as Puck data: top-level blocks in `content`, each row's blocks in
 * `zones['<row id>:items']` (Puck's DropZone nesting), same ids, same order. Only the
 * block types of the benchmark's fixtures are known; any other type is refused.
 */
export function toPuckData(page: Page): Data {
  const zones: Record<string, ComponentData[]> = {};
  const convert = (blocks: readonly Block[]): ComponentData[] =>
    sortByOrder(blocks).map((block) => {
      const type = PUCK_TYPES[block.type as keyof typeof PUCK_TYPES];
      if (!type) throw new Error(`No Puck component for block type ${block.type}`);
      if (block.type === 'row') zones[`${block.id}:${ROW_ZONE}`] = convert(block.items);
      return { type, props: puckProps(block) as ComponentData['props'] };
    });
  const content = convert(page.blocks);
  return { root: { props: { title: page.properties.title.value } }, content, zones };
}
