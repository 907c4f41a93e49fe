import { describe, expect, it } from 'vitest';
import { ok, fail } from '../../src/model';
import { describeBlockContract, renderBlock, renderMail } from '../testing';
import { summaryContent } from './load';
import { summaryProperties } from './properties';
import summary from './index';

describeBlockContract(summary, { name: 'summary', mail: true });

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

describe('summary figures from an asyncData path', () => {
  const properties = summaryProperties.parse({ asyncData: '/mail/order-summary/' });

  it('shows the loaded heading and figures, else the typed ones', () => {
    const loaded = ok({
      heading: 'Your order',
      items: [{ label: '2 × Fox Tee', value: '£40.00', caption: 'Black, M' }],
    });
    expect(summaryContent(properties, loaded)).toEqual({
      heading: 'Your order',
      items: [{ label: '2 × Fox Tee', value: '£40.00', caption: 'Black, M' }],
    });
    expect(summaryContent(properties, fail('404')).items.map((item) => item.label)).toEqual([
      'Orders',
      'Revenue',
      'Visitors',
    ]);
    expect(summaryContent(properties, ok(null)).heading).toBe('At a glance');
  });

  it('renders the figures in mail as a table of label and value', async () => {
    const html = await renderMail(summary, {
      heading: 'Totals',
      items: [{ label: 'Total', value: '£21.95' }],
    });
    expect(html).toContain('Totals');
    expect(html).toMatch(/<td[^>]*>Total<\/td><td[^>]*>£21.95<\/td>/);
  });
});
