import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock, renderMail } from '../testing';
import quote from './index';

describeBlockContract(quote, { name: 'quote', mail: true });

describe('quote', () => {
  it('has the spec properties: quote, author, font, fontSize, bold, italic, align, colours', () => {
    expect(Object.keys(quote.properties.parse({})).sort()).toStrictEqual(
      [
        'align',
        'author',
        'backgroundColor',
        'bold',
        'font',
        'fontSize',
        'italic',
        'quote',
        'textColor',
      ].sort(),
    );
  });

  it('renders a figure with the quotation and its author', () => {
    const html = renderBlock(quote, { quote: 'Love it', author: 'Sam' });
    expect(html).toContain('<blockquote class="block-quote__text"');
    expect(html).toContain('<p>Love it</p>');
    expect(html).toContain('<figcaption class="block-quote__author">Sam</figcaption>');
  });

  it('applies font, size, weight, style, alignment and colours', () => {
    const html = renderBlock(quote, {
      font: 'Playfair Display',
      fontSize: 32,
      bold: true,
      italic: false,
      align: 'left',
      textColor: '#222222',
      backgroundColor: '#fafafa',
    });
    expect(html).toContain('text-align:left;color:#222222;background-color:#fafafa');
    expect(html).toContain(
      'font-family:&quot;Playfair Display&quot;, serif;font-size:32px;font-weight:700;font-style:normal',
    );
  });

  it('mails the quote in curly quotes with its author', async () => {
    const html = await renderMail(quote, { quote: 'Love it', author: 'Sam' });
    expect(html).toContain('\u201cLove it\u201d');
    expect(html).toContain('\u2014 Sam');
  });
});
