import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../src/model';
import { samePageContent } from './pageContent';

const page = pageSchema.parse({
  id: 3,
  uuid: 'u-3',
  url: '/about/',
  version: 4,
  divisionId: 1,
  properties: { title: { value: 'About' } },
  blocks: [
    { id: 'b1', uid: 'b1', type: 'textBlock', properties: { html: '<p>Hi</p>', font: 'Lato' } },
  ],
});

describe('samePageContent', () => {
  it('ignores key order and the fields the server owns', () => {
    const reordered = {
      ...page,
      blocks: [{ ...page.blocks[0]!, properties: { font: 'Lato', html: '<p>Hi</p>' } }],
    };
    expect(
      samePageContent(page, { ...reordered, version: 9, id: 8, uuid: 'other', divisionId: 2 }),
    ).toBe(true);
  });

  it('sees a changed property, title or block', () => {
    expect(
      samePageContent(page, {
        ...page,
        blocks: [{ ...page.blocks[0]!, properties: { html: '<p>Bye</p>', font: 'Lato' } }],
      }),
    ).toBe(false);
    expect(
      samePageContent(page, {
        ...page,
        properties: { ...page.properties, title: { value: 'Story' } },
      }),
    ).toBe(false);
    expect(samePageContent(page, { ...page, blocks: [] })).toBe(false);
    expect(samePageContent(page, { ...page, published: false })).toBe(false);
  });
});
