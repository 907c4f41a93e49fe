// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockSchema, pageSchema, type BlockInput } from '../../src/model';
import { createRegistry, defineBlock } from '../../src/registry';
import { blockIssues } from './blockIssues';
import { proOnlyTypes } from './proContent';
import { sanitizePageHtml } from './sanitizePageHtml';

const Nothing = () => null;
const registry = createRegistry([
  defineBlock({
    name: 'textBlock',
    title: 'Text',
    description: '',
    category: 'content',
    fields: [],
    component: Nothing,
    properties: z.object({ html: z.string().default(''), caption: z.string().default('') }),
    sellerHtml: ['html'],
  }),
  defineBlock({
    name: 'button',
    title: 'Button',
    description: '',
    category: 'content',
    fields: [],
    component: Nothing,
    properties: z.object({
      text: z.string().max(10, 'Button text is at most 10 characters').default('Go'),
    }),
  }),
  defineBlock({
    name: 'html',
    title: 'HTML',
    description: '',
    category: 'content',
    fields: [],
    component: Nothing,
    pro: true,
    properties: z.object({ html: z.string().default(''), footer: z.string().default('') }),
    sellerHtml: ['html', 'footer'],
  }),
]);

const block = (init: Partial<BlockInput> & { type: string }) =>
  blockSchema.parse({ id: init.type, uid: init.type, ...init });

describe('blockIssues', () => {
  it('names an unregistered type with the spec message and its path', () => {
    const blocks = [block({ type: 'button' }), block({ type: 'carousel3d' })];
    expect(blockIssues(blocks, registry)).toEqual([
      { field: 'blocks.1.type', message: "Block type of carousel3d hasn't been registered" },
    ]);
  });

  it('checks each block’s properties with its type’s schema, nested items included', () => {
    const inner = block({ type: 'button', properties: { text: 'far too long a label' } });
    const blocks = [block({ type: 'textBlock', items: [inner] })];
    expect(blockIssues(blocks, registry)).toEqual([
      {
        field: 'blocks.0.items.0.properties.text',
        message: 'Button text is at most 10 characters',
      },
    ]);
  });

  it('skips pseudo-items', () => {
    expect(blockIssues([block({ type: '_placeholder_' })], registry)).toEqual([]);
  });
});

describe('proOnlyTypes', () => {
  it('finds Pro-only block types anywhere in the tree', () => {
    const blocks = [
      block({ type: 'textBlock', items: [block({ type: 'html' })] }),
      block({ type: 'button' }),
    ];
    expect(proOnlyTypes(blocks, registry)).toEqual(['html']);
    expect(proOnlyTypes([block({ type: 'button' })], registry)).toEqual([]);
  });
});

describe('sanitizePageHtml', () => {
  it('makes the properties each type declares as seller HTML inert, leaving other properties alone', () => {
    const page = pageSchema.parse({
      blocks: [
        {
          id: 'a',
          uid: 'a',
          type: 'textBlock',
          properties: {
            html: '<p onclick="steal()">Hi<script>steal()</script></p>',
            caption: '<script>y</script>',
          },
          items: [
            {
              id: 'c',
              uid: 'c',
              type: 'html',
              properties: {
                html: '<b>1</b><script>1</script>',
                footer: '<i onmouseover="x()">2</i>',
              },
            },
          ],
        },
        { id: 'b', uid: 'b', type: 'button', properties: { html: '<script>x</script>' } },
        { id: 'd', uid: 'd', type: 'unknownType', properties: { html: '<script>z</script>' } },
      ],
    });
    const clean = sanitizePageHtml(page, registry);
    expect(clean.blocks[0]?.properties).toStrictEqual({
      html: '<p>Hi</p>',
      caption: '<script>y</script>',
    });
    expect(clean.blocks[0]?.items[0]?.properties).toStrictEqual({
      html: '<b>1</b>',
      footer: '<i>2</i>',
    });
    expect(clean.blocks[1]?.properties.html).toBe('<script>x</script>');
    expect(clean.blocks[2]?.properties.html).toBe('<script>z</script>');
  });
});
