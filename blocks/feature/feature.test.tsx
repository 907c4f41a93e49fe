import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock, renderMail } from '../testing';
import feature from './index';

describeBlockContract(feature, { name: 'feature', mail: true });

describe('feature', () => {
  it('is a mail-only type', () => {
    expect([...feature.compatibility]).toStrictEqual(['mail']);
  });

  it('mails an image column beside the text column, in the chosen order', async () => {
    const left = await renderMail(feature, { image: '/i/f.jpg', imageAlt: 'Autumn range' });
    expect(left).toContain('src="https://store.example/i/f.jpg"');
    expect(left.indexOf('<img')).toBeLessThan(left.indexOf('Just landed'));
    const right = await renderMail(feature, { image: '/i/f.jpg', imagePosition: 'right' });
    expect(right.indexOf('<img')).toBeGreaterThan(right.indexOf('Just landed'));
    expect(left).toContain('href="https://store.example/"');
  });

  it('previews the same content in the editor', () => {
    const html = renderBlock(feature, { image: '/i/f.jpg', imagePosition: 'right' });
    expect(html).toContain('block-feature--image-right');
    expect(html).toContain('Just landed');
  });
});
