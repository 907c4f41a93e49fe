import { Heading, Text } from '@react-email/components';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockSchema, pageSchema, type Block, type PageInput } from '../model';
import { createRegistry, defineBlock, type MailRendererProps } from '../registry';
import { WEB_VERSION_LINK_TEXT } from './constants';
import { renderMailPage, type MailPageInput } from './renderMailPage';

const Nothing = () => null;
const say = defineBlock({
  name: 'say',
  title: 'Say',
  description: '',
  category: 'content',
  compatibility: ['page', 'mail'],
  properties: z.object({ text: z.string().default(''), heading: z.boolean().default(false) }),
  fields: [],
  component: Nothing,
  mail: ({ properties, theme }: MailRendererProps<{ text: string; heading: boolean }>) => {
    if (properties.text === '') return null;
    const color = theme?.['primary.color'];
    return properties.heading ? (
      <Heading style={{ color }}>{properties.text}</Heading>
    ) : (
      <Text style={{ color }}>{properties.text}</Text>
    );
  },
});
const box = defineBlock({
  name: 'box',
  title: 'Box',
  description: '',
  category: 'layout',
  compatibility: ['page', 'mail'],
  properties: z.object({}),
  fields: [],
  children: { allowed: '*' },
  component: Nothing,
  mail: ({ children }) => <div data-box="">{children}</div>,
});
const pageOnly = defineBlock({
  name: 'pageOnly',
  title: 'Page only',
  description: '',
  category: 'content',
  properties: z.object({}),
  fields: [],
  component: Nothing,
  mail: () => <Text>page only</Text>,
});
const registry = createRegistry([say, box, pageOnly]);

let next = 0;
const block = (
  type: string,
  properties: Record<string, unknown> = {},
  width = 12,
  items: Block[] = [],
): Block => {
  next += 1;
  const id = `b${next}`;
  return blockSchema.parse({
    id,
    uid: id,
    type,
    size: { x: width, y: 1 },
    properties,
    items,
    order: next,
  });
};

const theme = {
  values: {
    'page.background': '#fdf6e3',
    'page.color': '#222222',
    'text.font': 'Merriweather',
    'primary.color': '#ff3366',
  },
  fontStack: (family: string) => `"${family}", serif`,
};

function input(page: PageInput, more: Partial<MailPageInput> = {}): MailPageInput {
  return {
    page: pageSchema.parse(page),
    registry,
    theme,
    origin: 'https://store.example',
    visibleItems: (blocks) => [...blocks].sort((a, b) => a.order - b.order),
    subject: 'Spring news',
    ...more,
  };
}

describe('renderMailPage', () => {
  it('writes an HTML5 email document with the subject, colour-scheme metas and the 520px container', async () => {
    const { html } = await renderMailPage(input({ blocks: [block('say', { text: 'Hello' })] }));
    expect(html.startsWith('<!DOCTYPE html><html dir="ltr" lang="en">')).toBe(true);
    expect(html).toContain('<title>Spring news</title>');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(html).toMatch(/<table[^>]*style="[^"]*max-width:520px/);
  });

  it('inlines the page theme: background, text colour and font on the body, values for the blocks', async () => {
    const { html } = await renderMailPage(input({ blocks: [block('say', { text: 'Hello' })] }));
    expect(html).toContain('background-color:#fdf6e3');
    expect(html).toContain('color:#222222');
    expect(html).toContain('font-family:&quot;Merriweather&quot;, serif');
    expect(html).toMatch(/<p style="[^"]*color:#ff3366[^"]*">Hello<\/p>/);
  });

  it('uses the page description as the preheader, left out of the text alternative', async () => {
    const result = await renderMailPage(
      input({
        properties: { description: { value: 'Six new designs' } },
        blocks: [block('say', { text: 'Hello' })],
      }),
    );
    expect(result.preheader).toBe('Six new designs');
    expect(result.html).toMatch(/<div style="display:none[^"]*"[^>]*>Six new designs/);
    expect(result.text).toBe('Hello');
  });

  it("falls back to the mail's first text for the preheader, headings in their own case", async () => {
    const result = await renderMailPage(
      input({
        blocks: [
          block('say', { text: 'Spring is here', heading: true }),
          block('say', { text: 'New tees.' }),
        ],
      }),
    );
    expect(result.preheader).toBe('Spring is here New tees.');
    expect(result.text).toBe('SPRING IS HERE\n\nNew tees.');
  });

  it('lays side-by-side blocks out as cells of one table row, by width', async () => {
    const { html } = await renderMailPage(
      input({
        blocks: [
          block('say', { text: 'Wide' }),
          block('say', { text: 'Left' }, 6),
          block('say', { text: 'Right' }, 4),
        ],
      }),
    );
    const rows = html.match(/<tr style="width:100%">(?:(?!<\/tr>).)*<\/tr>/g) ?? [];
    const cells = rows
      .filter((row) => row.includes('data-block-type'))
      .map((row) => [...row.matchAll(/<td[^>]*style="width:([\d.]+%)/g)].map((match) => match[1]));
    expect(cells).toStrictEqual([['100%'], ['50%', '33.33%', '16.67%']]);
  });

  it('renders nested items inside their container, and leaves out page-only types and empty renders', async () => {
    const { html, text } = await renderMailPage(
      input({
        blocks: [
          block('box', {}, 12, [
            block('say', { text: 'Inside A' }, 6),
            block('say', { text: 'Inside B' }, 6),
          ]),
          block('pageOnly'),
          block('say', { text: '' }),
        ],
      }),
    );
    expect(html).toMatch(/data-box="">.*Inside A.*Inside B/);
    expect(html).not.toContain('page only');
    expect(html.match(/data-block-type=/g)).toHaveLength(3);
    expect(text).toBe('Inside A\n\nInside B');
  });

  it('shows only what visibleItems lets through', async () => {
    const hidden = block('say', { text: 'Members only' });
    const { html } = await renderMailPage(
      input(
        { blocks: [block('say', { text: 'Everyone' }), hidden] },
        { visibleItems: (blocks) => blocks.filter((b) => b.id !== hidden.id) },
      ),
    );
    expect(html).toContain('Everyone');
    expect(html).not.toContain('Members only');
  });

  it('adds the web version link on top when there is one', async () => {
    const { html, text, preheader } = await renderMailPage(
      input(
        { blocks: [block('say', { text: 'Hello' })] },
        { webVersionUrl: 'https://store.example/mail/7/' },
      ),
    );
    expect(html).toMatch(
      new RegExp(
        `<td><p [^>]*><a href="https://store.example/mail/7/"[^>]*>${WEB_VERSION_LINK_TEXT}</a></p>`,
      ),
    );
    expect(text.split('\n')[0]).toBe(`${WEB_VERSION_LINK_TEXT} https://store.example/mail/7/`);
    expect(preheader).toBe('Hello');
  });
});
