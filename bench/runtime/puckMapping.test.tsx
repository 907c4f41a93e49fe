import { Render } from '@measured/puck';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockSchema } from '../../src/model';
import { puckConfig, toPuckData } from './puckMapping';

const row = blockSchema.parse({
  id: 'row',
  uid: 'row',
  type: 'row',
  items: [
    {
      id: 't',
      uid: 't',
      type: 'textBlock',
      size: { x: 6 },
      properties: { template: 'v2', html: '<p>Organic <b>cotton</b></p>' },
    },
    {
      id: 'q',
      uid: 'q',
      type: 'quote',
      size: { x: 6 },
      properties: { quote: 'Lovely tees', author: 'Sam' },
    },
  ],
});

describe('the page as Puck data', () => {
  it('keeps each block’s type, id, width, text and children', () => {
    expect(toPuckData([row])).toStrictEqual({
      root: { props: {} },
      content: [
        {
          type: 'row',
          props: {
            id: 'row',
            width: 12,
            texts: [],
            html: '',
            items: [
              {
                type: 'textBlock',
                props: {
                  id: 't',
                  width: 6,
                  texts: [],
                  html: '<p>Organic <b>cotton</b></p>',
                  items: [],
                },
              },
              {
                type: 'quote',
                props: { id: 'q', width: 6, texts: ['Lovely tees', 'Sam'], html: '', items: [] },
              },
            ],
          },
        },
      ],
    });
  });

  it('renders through Puck’s <Render> with the same cells and text as our renderer', () => {
    const html = renderToString(
      <Render config={puckConfig(['row', 'textBlock', 'quote'])} data={toPuckData([row])} />,
    );
    expect(html).toContain('data-block-type="row"');
    expect(html).toContain('<p>Organic <b>cotton</b></p>');
    expect(html).toContain('<p>Lovely tees</p>');
  });
});
