import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../../src/model';
import { benchFixture } from '../fixtures';
import { toPuckData } from './fromPage';

describe('toPuckData', () => {
  it('maps each block to its Puck twin with the same id, width and content, rows into DropZones', () => {
    const page = pageSchema.parse({
      blocks: [
        {
          id: 'b',
          uid: 'b',
          type: 'button',
          order: 1,
          size: { x: 6 },
          properties: { text: 'Shop now', href: '/new/' },
        },
        {
          id: 'r',
          uid: 'r',
          type: 'row',
          order: 0,
          items: [
            {
              id: 'q',
              uid: 'q',
              type: 'quote',
              order: 1,
              size: { x: 6 },
              properties: { quote: 'Soft.', author: 'Ann' },
            },
            {
              id: 't',
              uid: 't',
              type: 'textBlock',
              order: 0,
              size: { x: 6 },
              properties: { html: '<p>Hi</p>' },
            },
          ],
        },
        { id: 's', uid: 's', type: 'spacer', order: 2, properties: { height: 24 } },
      ],
      properties: { title: { value: 'Bench' } },
    });
    expect(toPuckData(page)).toStrictEqual({
      root: { props: { title: 'Bench' } },
      content: [
        { type: 'Row', props: { id: 'r', width: 12 } },
        { type: 'Button', props: { id: 'b', width: 6, text: 'Shop now', href: '/new/' } },
        { type: 'Spacer', props: { id: 's', width: 12, height: 24 } },
      ],
      zones: {
        'r:items': [
          { type: 'Text', props: { id: 't', width: 6, html: '<p>Hi</p>' } },
          { type: 'Quote', props: { id: 'q', width: 6, quote: 'Soft.', author: 'Ann' } },
        ],
      },
    });
  });

  it('carries images and banner buttons over', () => {
    const data = toPuckData(benchFixture('flat-100', ['/pic.jpg']));
    expect(data.content[0]).toStrictEqual({
      type: 'Banner',
      props: {
        id: 'bench-flat-100-1',
        width: 12,
        title: 'Collection 1',
        copy: 'Fresh designs, printed when you order them.',
        image: '/pic.jpg',
        actions: [{ text: 'Shop now', href: '/collection/new-in/' }],
      },
    });
    expect(data.zones?.['bench-flat-100-3:items']?.[0]).toStrictEqual({
      type: 'Image',
      props: {
        id: 'bench-flat-100-4',
        width: 6,
        src: '/pic.jpg',
        alt: 'Look 3: a tee on a rail',
        ratio: 0.75,
      },
    });
  });

  it('keeps every block of a fixture: 230 nested blocks make 230 Puck components', () => {
    const data = toPuckData(benchFixture('nested-230'));
    const components =
      data.content.length +
      Object.values(data.zones ?? {}).reduce((sum, zone) => sum + zone.length, 0);
    expect(components).toBe(230);
  });

  it('refuses a block type it has no twin for', () => {
    const page = pageSchema.parse({ blocks: [{ id: 'g', uid: 'g', type: 'grid' }] });
    expect(() => toPuckData(page)).toThrow('No Puck component for block type grid');
  });
});
