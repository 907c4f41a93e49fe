// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockElement, describeBlockContract, renderBlock, renderMail } from '../testing';
import textBlock from './index';

afterEach(cleanup);

describeBlockContract(textBlock, { name: 'textBlock', mail: true });

describe('textBlock', () => {
  it('has the spec properties: html, truncateHeight, font, textColor, backgroundColour, borderRadius', () => {
    expect(Object.keys(textBlock.properties.parse({})).sort()).toStrictEqual(
      ['backgroundColour', 'borderRadius', 'font', 'html', 'textColor', 'truncateHeight'].sort(),
    );
  });

  it('reads lengths saved as "8px" or "320"', () => {
    expect(
      textBlock.properties.parse({ borderRadius: '8px', truncateHeight: '320' }),
    ).toMatchObject({ borderRadius: 8, truncateHeight: 320 });
  });

  it('sanitises seller HTML when rendering', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderBlock(textBlock, {
      html: '<p>Hi<img src=x onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    });
    expect(html).toContain('<p>Hi<img src="x"></p>');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    expect(html).toContain('href="/404/"');
    warn.mockRestore();
  });

  it('applies the seller colours, font and radius as inline styles', () => {
    const html = renderBlock(textBlock, {
      textColor: '#111111',
      backgroundColour: '#eeeeee',
      borderRadius: 8,
      font: 'Roboto',
    });
    expect(html).toContain('color:#111111');
    expect(html).toContain('background-color:#eeeeee');
    expect(html).toContain('border-radius:8px');
    expect(html).toContain('font-family:&quot;Roboto&quot;, sans-serif');
    expect(html).toContain('block-textBlock--boxed');
  });

  it('ignores a colour that is not a colour (falls back to the theme)', () => {
    expect(renderBlock(textBlock, { textColor: 'red; background: url(x)' })).not.toContain(
      'url(x)',
    );
  });

  it('cuts the text at the truncate height behind a Read more button', () => {
    const html = renderBlock(textBlock, { truncateHeight: 120 });
    expect(html).toContain('block-textBlock--truncated');
    expect(html).toContain('--text-block-truncate-height:120px');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Read more');
  });

  it('shows it all with a truncate height of 0', () => {
    const html = renderBlock(textBlock);
    expect(html).not.toContain('block-textBlock--truncated');
    expect(html).not.toContain('Read more');
  });

  it('toggles between Read more and Read less', () => {
    // jsdom lays nothing out: make the text taller than the limit.
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockReturnValue(500);
    const { container } = render(blockElement(textBlock, { truncateHeight: 120 }));
    const button = screen.getByRole('button', { name: 'Read more' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Read less');
    expect(container.querySelector('.block-textBlock--truncated')).toBeNull();
    scrollHeight.mockRestore();
  });

  it('drops the button in the browser when the text fits', () => {
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(80);
    render(blockElement(textBlock, { truncateHeight: 120 }));
    expect(screen.queryByRole('button')).toBeNull();
    scrollHeight.mockRestore();
  });

  it('mails the text in full with absolute links', async () => {
    const html = await renderMail(textBlock, {
      html: '<p><a href="/about/">About us</a></p>',
      truncateHeight: 50,
    });
    expect(html).toContain('href="https://store.example/about/"');
    expect(html).not.toContain('Read more');
  });
});
