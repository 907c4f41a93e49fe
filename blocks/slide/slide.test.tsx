import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import slide from './index';

describeBlockContract(slide, { name: 'slide', mail: false });

describe('slide', () => {
  it('is a container laying its blocks on the page grid', () => {
    expect(slide.children).toStrictEqual({ allowed: '*' });
    expect(renderBlock(slide, {}, { children: <div className="pb-cell">a</div> })).toBe(
      '<section class="block-slide"><div class="pb-grid"><div class="pb-cell">a</div></div></section>',
    );
  });

  it('names itself for screen readers and applies its background', () => {
    const html = renderBlock(slide, {
      label: 'Summer sale',
      backgroundColor: '#ffeecc',
      backgroundImage: '/i/s.jpg',
      minHeight: 300,
    });
    expect(html).toContain('aria-label="Summer sale"');
    expect(html).toContain(
      'background-color:#ffeecc;background-image:url(&quot;/i/s.jpg&quot;);min-height:300px',
    );
  });
});
