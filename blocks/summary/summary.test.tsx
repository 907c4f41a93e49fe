import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import summary from './index';

describeBlockContract(summary, { name: 'summary', mail: false });

describe('summary', () => {
  it('lists each figure as a term and its value', () => {
    const html = renderBlock(summary, {
      items: [
        { label: 'Orders', value: '12', caption: 'today' },
        { label: '', value: '' },
      ],
    });
    expect(html).toContain(
      '<dt class="block-summary__label">Orders</dt><dd class="block-summary__value">12</dd><dd class="block-summary__caption">today</dd>',
    );
    expect(html.match(/block-summary__item"/g)).toHaveLength(1);
  });
});
