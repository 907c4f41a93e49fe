import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import productMockup from './index';

describeBlockContract(productMockup, { name: 'productMockup', mail: false });

describe('productMockup block', () => {
  const props = {
    mockupImage: '/img/tee.jpg',
    designImage: '/img/sunrise.png',
    alt: 'White tee with the Sunrise print',
  };

  it('is one named picture: the frame is role=img, the layers are decoration', () => {
    const html = renderBlock(productMockup, props);
    expect(html).toContain('role="img" aria-label="White tee with the Sunrise print"');
    expect(html.match(/alt=""/g)).toHaveLength(2);
    expect(renderBlock(productMockup)).toContain('aria-label="Product mockup"');
  });

  it('holds the mockup ratio so nothing moves while loading', () => {
    const html = renderBlock(productMockup, { ...props, ratio: 1.25 });
    expect(html).toContain('aspect-ratio:800 / 1000');
    expect(html).toContain('width="800" height="1000"');
  });

  it('places the design on the print area, kept inside the mockup', () => {
    expect(renderBlock(productMockup, props)).toContain('left:30%;top:22%;width:40%');
    expect(renderBlock(productMockup, { ...props, printAreaX: 90 })).toContain('left:60%');
  });

  it('links to the product when one is named', () => {
    expect(renderBlock(productMockup, { ...props, productUrlName: 'sunrise-tee' })).toContain(
      'href="/product/sunrise-tee/"',
    );
    expect(renderBlock(productMockup, props)).not.toContain('href=');
  });
});
