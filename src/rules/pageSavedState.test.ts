import { describe, expect, it } from 'vitest';
import { pageSchema } from '../model';
import { pageSavedState } from './pageSavedState';

describe('pageSavedState', () => {
  it('saves every block and reads back as the same page', () => {
    const page = pageSchema.parse({
      id: 5,
      url: '/about/',
      blocks: [
        {
          id: 'a',
          uid: 'a',
          type: 'quote',
          order: 0,
          flags: ['reordered'],
          properties: { template: 'v2' },
        },
        { id: 'b', uid: 'b', type: 'spacer', order: 1, properties: { template: 'v2', height: 40 } },
      ],
    });
    const saved = pageSavedState(page);
    expect(saved.blocks.map((block) => block.order)).toStrictEqual(['0', '1']);
    expect(saved.blocks[0]?.flags).toStrictEqual([]);
    expect(saved.url).toBe('/about/');
    const reread = pageSchema.parse(JSON.parse(JSON.stringify(saved)));
    expect(reread).toStrictEqual({
      ...page,
      blocks: [{ ...page.blocks[0], flags: [] }, page.blocks[1]],
    });
  });
});
