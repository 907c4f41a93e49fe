import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockSchema } from '../model';
import { defineBlock } from './defineBlock';
import { createRegistry } from './registry';
import { inlineTextOf, isFixedBlock, pageDocSchemaOf, sellerHtmlProperties } from './traits';

const Nothing = () => null;
const base = { description: '', category: 'content', fields: [], component: Nothing } as const;
const note = defineBlock({
  ...base,
  name: 'note',
  title: 'Note',
  properties: z.object({ html: z.string().default(''), colour: z.string().default('red') }),
  richText: 'html',
  sellerHtml: ['html'],
  inlineText: { style: (properties) => ({ color: properties.colour }) },
});
const hero = defineBlock({
  ...base,
  name: 'hero',
  title: 'Hero',
  properties: z.object({}),
  fixedWhenFirst: true,
});
const plain = defineBlock({ ...base, name: 'plain', title: 'Plain', properties: z.object({}) });
const registry = createRegistry([note, hero, plain]);

describe('traits gathered from the block types', () => {
  it('gives a Y.XmlText to the types that declare rich text, and to no other', () => {
    const schema = pageDocSchemaOf(registry);
    expect(
      ['note', 'hero', 'plain', 'unknown'].map((type) => schema.hasRichText(type)),
    ).toStrictEqual([true, false, false, false]);
  });

  it('names the seller HTML properties of a type, none for an undeclared or unknown one', () => {
    expect(sellerHtmlProperties(registry, 'note')).toStrictEqual(['html']);
    expect(sellerHtmlProperties(registry, 'plain')).toStrictEqual([]);
    expect(sellerHtmlProperties(registry, 'unknown')).toStrictEqual([]);
  });

  it('edits text in place with the block class and the style its properties give', () => {
    const block = blockSchema.parse({
      id: 'n',
      uid: 'n',
      type: 'note',
      properties: { colour: 'blue' },
    });
    expect(inlineTextOf(registry, block)).toStrictEqual({
      className: 'block-note',
      style: { color: 'blue' },
    });
    expect(inlineTextOf(registry, { ...block, type: 'plain' })).toBeUndefined();
    expect(inlineTextOf(registry, { ...block, type: 'unknown' })).toBeUndefined();
  });

  it('fixes the first block of a page when its type says so', () => {
    expect(isFixedBlock(registry, { order: 0, type: 'hero' })).toBe(true);
    expect(isFixedBlock(registry, { order: 1, type: 'hero' })).toBe(false);
    expect(isFixedBlock(registry, { order: 0, type: 'plain' })).toBe(false);
    expect(isFixedBlock(registry, { order: 0, type: 'unknown' })).toBe(false);
  });

  it('refuses in-place text editing without rich text', () => {
    expect(() =>
      defineBlock({
        ...base,
        name: 'odd',
        title: 'Odd',
        properties: z.object({}),
        inlineText: { style: () => ({}) },
      }),
    ).toThrow('odd: in-place text editing needs rich text (richText)');
  });
});
