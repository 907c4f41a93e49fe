import { describe, expect, it } from 'vitest';
import { pageSchema } from '../model';
import { preparePageForSave } from './preparePageForSave';

describe('preparePageForSave', () => {
  it('normalises the url, flags the homepage and saves the blocks', () => {
    const page = pageSchema.parse({
      url: '//',
      blocks: [
        {
          id: 'a',
          uid: 'a',
          type: 'spacer',
          order: 0,
          flags: ['reordered'],
          properties: { template: 'v2' },
        },
      ],
    });
    const saved = preparePageForSave(page);
    expect(saved.url).toBe('/');
    expect(saved.flags).toStrictEqual(['homepage']);
    expect(saved.blocks[0]?.order).toBe('0');
    expect(saved.blocks[0]?.flags).toStrictEqual([]);
  });

  it('clears the homepage flag of a page moved away from /', () => {
    const saved = preparePageForSave(pageSchema.parse({ url: 'Our Story', flags: ['homepage'] }));
    expect(saved.url).toBe('/our-story/');
    expect(saved.flags).toStrictEqual([]);
  });
});
