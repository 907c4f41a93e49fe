import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock, renderMail } from '../testing';
import card from './index';

describeBlockContract(card, { name: 'card', mail: true });

describe('card', () => {
  it('renders image, title, text and one link', () => {
    const html = renderBlock(card, {
      image: '/i/c.jpg',
      imageAlt: 'Printer at work',
      href: '/about/',
    });
    expect(html).toContain('alt="Printer at work"');
    expect(html).toContain('<h3 class="block-card__title">Made to order</h3>');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('href="/about/"');
  });

  it('has no link without an href', () => {
    expect(renderBlock(card)).not.toContain('<a ');
  });

  it('mails the card with absolute URLs', async () => {
    const html = await renderMail(card, { image: '/i/c.jpg', href: '/about/' });
    expect(html).toContain('src="https://store.example/i/c.jpg"');
    expect(html).toContain('href="https://store.example/about/"');
  });
});
