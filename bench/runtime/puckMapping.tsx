import type { ComponentData, Config, Data } from '@measured/puck';
import type { ReactNode } from 'react';
import type { Block } from '../../src/model';

/**
 * The same page content for Puck's `<Render>`: one Puck component per block type, each
 * "equivalent and simple": the block's grid cell and class, its text properties as
 * paragraphs, its rich text as HTML (unsanitised: Puck leaves that to the component), and
 * its child blocks through a slot. What our renderer does on top (parsing and migrating
 * properties, sanitising HTML, image srcsets, the real block components) is ours to pay.
 */
/** What a component's render gets: its props, with the `items` slot as a component (Puck's SlotComponent). */
type SimpleProps = {
  id: string;
  width: number;
  texts: string[];
  html: string;
  items: () => ReactNode;
};

const textsOf = (properties: Record<string, unknown>): { texts: string[]; html: string } => {
  const texts: string[] = [];
  let html = '';
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value !== 'string' || value === '' || key === 'template') continue;
    if (key === 'html') html = value;
    else texts.push(value);
  }
  return { texts, html };
};

export function toPuckItem(block: Block): ComponentData {
  return {
    type: block.type,
    props: {
      id: block.id,
      width: block.size.x,
      ...textsOf(block.properties),
      items: block.items.map(toPuckItem),
    },
  } as ComponentData;
}

export function toPuckData(blocks: readonly Block[]): Data {
  return { root: { props: {} }, content: blocks.map(toPuckItem) };
}

export function puckConfig(typeNames: readonly string[]): Config {
  const component = (type: string) => ({
    fields: { items: { type: 'slot' as const } },
    render: ({ id, width, texts, html, items: Items }: SimpleProps) => (
      <div
        className="pb-cell"
        data-block-id={id}
        data-block-type={type}
        style={{ ['--span' as string]: width }}
      >
        <div className={`block-${type}`}>
          {texts.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
          {html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null}
          <Items />
        </div>
      </div>
    ),
  });
  return {
    components: Object.fromEntries(typeNames.map((type) => [type, component(type)])),
  } as unknown as Config;
}
