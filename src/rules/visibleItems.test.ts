import { describe, expect, it } from 'vitest';
import { createConditionRegistry } from '../conditions';
import { visitorContext } from '../conditions/testContext';
import { blockSchema } from '../model';
import { visibleItems } from './visibleItems';

describe('visibleItems', () => {
  it('keeps the visible blocks, sorted by order', () => {
    const blocks = [
      { id: 'quote', order: 3 },
      { id: 'hidden', order: 0, unpublished: true },
      { id: 'banner', order: 1 },
      { id: 'spacer', order: Infinity },
      { id: 'text', order: 2, properties: { conditions: ['logged-out'] } },
    ].map((input) => blockSchema.parse({ uid: input.id, type: 'textBlock', ...input }));
    const options = {
      mode: 'native' as const,
      conditions: createConditionRegistry({ log: () => undefined }),
      context: visitorContext(),
    };
    expect(visibleItems(blocks, options).map((block) => block.id)).toStrictEqual([
      'banner',
      'text',
      'quote',
      'spacer',
    ]);
  });
});
