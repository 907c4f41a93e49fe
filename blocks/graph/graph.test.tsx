import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import graph from './index';

describeBlockContract(graph, { name: 'graph', mail: false });

describe('graph', () => {
  const points = [
    { label: 'Jan', value: 5 },
    { label: 'Feb', value: 10 },
  ];

  it('draws one bar per point and names the chart by its title', () => {
    const html = renderBlock(graph, { title: 'Orders', points });
    expect(html.match(/<rect /g)).toHaveLength(2);
    expect(html).toMatch(
      /<figcaption id="([^"]+)-title"[^>]*>Orders<\/figcaption><svg[^>]*role="img" aria-labelledby="\1-title"/,
    );
  });

  it('draws a line instead when asked', () => {
    const html = renderBlock(graph, { type: 'line', points });
    expect(html).toContain('<path class="block-graph__line" d="M150 138 L450 0"');
    expect(html).not.toContain('<rect');
  });

  it('puts the numbers in a table for screen readers', () => {
    expect(renderBlock(graph, { points, unit: 'orders' })).toContain(
      '<tr><th scope="row">Feb</th><td>10 orders</td></tr>',
    );
  });
});
