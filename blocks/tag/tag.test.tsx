import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock, renderMail } from '../testing';
import tag from './index';

describeBlockContract(tag, { name: 'tag', mail: true });

describe('tag', () => {
  it('has the spec properties: text, href, tagTextColor, tagBackgroundColor', () => {
    expect(Object.keys(tag.properties.parse({})).sort()).toStrictEqual([
      'href',
      'tagBackgroundColor',
      'tagTextColor',
      'text',
    ]);
  });

  it('is a plain label without an href', () => {
    expect(renderBlock(tag, { text: 'Organic' })).toBe(
      '<div class="block-tag"><span class="block-tag__tag">Organic</span></div>',
    );
  });

  it('is a link with one, in its colours', () => {
    const html = renderBlock(tag, {
      text: 'Organic',
      href: '/collection/organic/',
      tagTextColor: '#ffffff',
      tagBackgroundColor: '#1a7f37',
    });
    expect(html).toContain('href="/collection/organic/"');
    expect(html).toContain('style="color:#ffffff;background-color:#1a7f37"');
  });

  it('mails an absolute link', async () => {
    expect(await renderMail(tag, { text: 'Organic', href: '/collection/organic/' })).toContain(
      'href="https://store.example/collection/organic/"',
    );
  });
});
