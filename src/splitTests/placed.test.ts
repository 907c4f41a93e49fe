import { describe, expect, it } from 'vitest';
import { blockSchema } from '../model';
import { placedTestOf, splitTestBlocksOf } from './placed';

const block = (type: string, properties: Record<string, unknown>) =>
  blockSchema.parse({
    id: type + String(properties.name),
    uid: type + String(properties.name),
    type,
    properties,
  });

describe('the test a split-test block places', () => {
  it('reads its variation slots in order, the default flag as saved', () => {
    const items = [
      block('splitTestVariation', { name: ' A ', default: 'true' }),
      block('textBlock', { html: 'stray' }),
      block('splitTestVariation', { name: 'B', default: false }),
    ];
    expect(placedTestOf('hero', items)).toStrictEqual({
      name: 'hero',
      variations: [
        { name: 'A', default: true },
        { name: 'B', default: false },
      ],
    });
  });

  it('finds the split-test blocks of a store’s pages, nested ones too', () => {
    const container = (name: string) =>
      blockSchema.parse({
        id: `t-${name}`,
        uid: `t-${name}`,
        type: 'splitTest',
        properties: { name },
        items: [block('splitTestVariation', { name: 'A', default: true })],
      });
    const row = blockSchema.parse({
      id: 'row',
      uid: 'row',
      type: 'row',
      items: [container('footer')],
    });
    expect(
      splitTestBlocksOf([
        { id: 1, title: 'Home', url: '/', blocks: [container('hero'), row] },
        { id: 2, title: 'About', url: '/about/', blocks: [] },
      ]),
    ).toStrictEqual([
      {
        pageId: 1,
        pageTitle: 'Home',
        pageUrl: '/',
        name: 'hero',
        variations: [{ name: 'A', default: true }],
      },
      {
        pageId: 1,
        pageTitle: 'Home',
        pageUrl: '/',
        name: 'footer',
        variations: [{ name: 'A', default: true }],
      },
    ]);
  });
});
