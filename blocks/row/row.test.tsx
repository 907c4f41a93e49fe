import { describe, expect, it, vi } from 'vitest';
import { describeBlockContract, renderBlock, renderMail } from '../testing';
import row from './index';

const cells = (
  <>
    <div className="pb-cell">one</div>
    <div className="pb-cell">two</div>
  </>
);

describeBlockContract(row, { name: 'row', mail: true, render: { children: cells } });

describe('row', () => {
  it('is a container accepting any block', () => {
    expect(row.children).toStrictEqual({ allowed: '*' });
  });

  it('lays its cells out on the page grid', () => {
    const html = renderBlock(row, {}, { children: cells });
    expect(html).toBe(
      '<div class="block-row"><div class="pb-grid" style="align-items:stretch"><div class="pb-cell">one</div><div class="pb-cell">two</div></div></div>',
    );
  });

  it('applies background, padding and alignment', () => {
    const html = renderBlock(row, {
      backgroundColor: '#f0f0f0',
      backgroundImage: '/i/bg.jpg',
      padding: 16,
      verticalAlignment: 'center',
    });
    expect(html).toContain('background-color:#f0f0f0');
    expect(html).toContain('background-image:url(&quot;/i/bg.jpg&quot;)');
    expect(html).toContain('padding:16px');
    expect(html).toContain('align-items:center');
  });

  it('replaces an unsafe background image URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderBlock(row, { backgroundImage: 'javascript:alert(1)' })).toContain(
      'url(&quot;/404/&quot;)',
    );
    warn.mockRestore();
  });

  it('stacks its blocks in mail', async () => {
    const html = await renderMail(row, { backgroundColor: '#f0f0f0' }, { children: <p>inside</p> });
    expect(html).toContain('background-color:#f0f0f0');
    expect(html).toContain('<p>inside</p>');
  });
});
