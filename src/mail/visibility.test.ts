import { describe, expect, it } from 'vitest';
import { createConditionRegistry } from '../conditions';
import { blockSchema, type Block } from '../model';
import { mailVisibleItems } from './visibility';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const block = (id: string, more: Record<string, unknown> = {}): Block =>
  blockSchema.parse({ id, uid: id, type: 'textBlock', ...more });
const conditions = createConditionRegistry({ log: () => undefined });
const ids = (blocks: Block[]) => blocks.map((b) => b.id);

describe('mailVisibleItems', () => {
  const visible = mailVisibleItems({ conditions, pro: false, now: NOW });

  it('shows the published page: unpublished blocks and shadow items left out', () => {
    expect(
      ids(
        visible([
          block('a'),
          block('b', { unpublished: true }),
          block('c', { flags: ['shadow'] }),
          block('d', { properties: { published: false } }),
        ]),
      ),
    ).toStrictEqual(['a']);
  });

  it('is read by a signed-out reader with an empty basket in the default currency', () => {
    const shown = visible([
      block('in', { properties: { conditions: ['logged-in'] } }),
      block('out', { properties: { conditions: ['logged-out'] } }),
      block('basket', { properties: { conditions: ['has-basket-items'] } }),
      block('usd', { properties: { conditions: [{ name: 'currency', args: ['USD'] }] } }),
      block('gbp', { properties: { conditions: [{ name: 'currency', args: ['GBP'] }] } }),
    ]);
    expect(ids(shown)).toStrictEqual(['out', 'gbp']);
  });

  it("uses the store's Pro flag and the given clock", () => {
    const blocks = [
      block('pro', { properties: { conditions: ['pro-store'] } }),
      block('launched', {
        properties: { conditions: [{ name: 'after', args: ['2026-03-01T00:00:00Z'] }] },
      }),
      block('later', {
        properties: { conditions: [{ name: 'after', args: ['2026-04-01T00:00:00Z'] }] },
      }),
    ];
    expect(ids(visible(blocks))).toStrictEqual(['launched']);
    expect(ids(mailVisibleItems({ conditions, pro: true, now: NOW })(blocks))).toStrictEqual([
      'pro',
      'launched',
    ]);
  });
});
