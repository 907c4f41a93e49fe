// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blockElement,
  describeBlockContract,
  nativeContext,
  renderBlock,
  renderMail,
} from '../testing';
import pod from './index';

afterEach(cleanup);

describeBlockContract(pod, { name: 'pod', mail: true });

const variants = {
  '480': 'https://img.example/p-480.jpg',
  '960': 'https://img.example/p-960.jpg',
  '1920': 'https://img.example/p-1920.jpg',
};

describe('pod properties', () => {
  it('is shown as Content', () => {
    expect(pod.title).toBe('Content');
  });

  it('has every spec field, ratio defaulting to 1', () => {
    const defaults = pod.properties.parse({});
    for (const key of [
      'title',
      'copy',
      'href',
      'badge',
      'icon',
      'overlay',
      'ratio',
      'textAlign',
      'textSize',
      'titleSize',
      'price',
      'salePrice',
      'priceSuffix',
      'buttonText',
      'image',
      'imageSrcSet',
      'video',
      'media',
      'download',
      'target',
      'disabled',
    ]) {
      expect(Object.keys(defaults)).toContain(key);
    }
    expect(defaults.ratio).toBe(1);
  });

  it('takes a title size of 0 to 4 only', () => {
    for (const size of [0, 1, 2, 3, 4])
      expect(pod.properties.parse({ titleSize: size }).titleSize).toBe(size);
    expect(pod.properties.safeParse({ titleSize: 5 }).success).toBe(false);
    expect(pod.properties.safeParse({ titleSize: -1 }).success).toBe(false);
    expect(pod.properties.safeParse({ titleSize: 2.5 }).success).toBe(false);
  });

  it('allows only textColor, backgroundColor, borderColor, borderRadius and fill in the button style', () => {
    expect(
      pod.properties.parse({
        buttonStyle: {
          textColor: '#fff',
          backgroundColor: '#000',
          borderColor: '#000',
          borderRadius: 8,
          fill: false,
        },
      }).buttonStyle,
    ).toStrictEqual({
      textColor: '#fff',
      backgroundColor: '#000',
      borderColor: '#000',
      borderRadius: 8,
      fill: false,
    });
    expect(pod.properties.safeParse({ buttonStyle: { boxShadow: '0 0 9px red' } }).success).toBe(
      false,
    );
  });

  it('places the button icon left or right only', () => {
    expect(pod.properties.safeParse({ buttonIconPosition: 'left' }).success).toBe(true);
    expect(pod.properties.safeParse({ buttonIconPosition: 'right' }).success).toBe(true);
    expect(pod.properties.safeParse({ buttonIconPosition: 'top' }).success).toBe(false);
  });

  it('offers the shapes wide .36, short .49, 4:3 .75, square 1.026, tall 1.5', () => {
    const field = pod.fields.find((candidate) => candidate.name === 'ratio');
    expect(field?.kind === 'select' ? field.options : []).toStrictEqual([
      { value: '1', label: 'Default' },
      { value: '0.36', label: 'Wide' },
      { value: '0.49', label: 'Short' },
      { value: '0.75', label: '4:3' },
      { value: '1.026', label: 'Square' },
      { value: '1.5', label: 'Tall' },
    ]);
    expect(pod.properties.parse({ ratio: '0.49' }).ratio).toBe(0.49);
  });
});

describe('pod rendering', () => {
  it('asks for the image nearest its width and offers the 480-1920 srcset', () => {
    const html = renderBlock(
      pod,
      { image: 'https://img.example/p.jpg', imageSrcSet: variants },
      { block: { size: { x: 3, y: 1 } } },
    );
    expect(html).toContain('src="https://img.example/p-480.jpg"');
    expect(html).toContain(
      'srcSet="https://img.example/p-480.jpg 480w, https://img.example/p-960.jpg 960w, https://img.example/p-1920.jpg 1920w"',
    );
    expect(html).toContain('sizes="(max-width: 575.98px) 100vw, 555px"');
  });

  it('offers srcset widths 480, 640, 960, 1280 and 1920 from an image with more variants', () => {
    const many = Object.fromEntries(
      [320, 480, 640, 800, 960, 1280, 1600, 1920, 2560].map((width) => [
        String(width),
        `https://img.example/p-${width}.jpg`,
      ]),
    );
    const html = renderBlock(pod, { image: 'https://img.example/p.jpg', imageSrcSet: many });
    const srcSet = /srcSet="([^"]*)"/.exec(html)?.[1];
    expect(srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toStrictEqual([
      '480w',
      '640w',
      '960w',
      '1280w',
      '1920w',
    ]);
  });

  it('reserves the media shape from the ratio', () => {
    const html = renderBlock(pod, { image: 'https://img.example/p.jpg', ratio: 0.36 });
    expect(html).toContain('aspect-ratio:1 / 0.36');
    expect(html).toContain('width="1000" height="360"');
  });

  it('clamps the text to 10 lines up to medium screens', () => {
    expect(pod.styles).toMatch(
      /@media \(max-width: 991\.98px\) \{\s*\.block-pod__copy \{[^}]*-webkit-line-clamp: 10;/,
    );
  });

  it('is one link with the button as its label, following the link rules', () => {
    const onAction = vi.fn();
    render(
      blockElement(
        pod,
        { href: '@quick-view', buttonText: 'View' },
        { context: { ...nativeContext, onAction } },
      ),
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toContain('View');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(onAction).toHaveBeenCalledWith('quick-view');
  });

  it('is not a link when disabled', () => {
    const html = renderBlock(pod, { href: '/x/', disabled: true });
    expect(html).not.toContain('<a ');
    expect(html).toContain('aria-disabled="true"');
  });

  it('downloads and opens in a new tab when asked', () => {
    const html = renderBlock(pod, {
      href: '/files/size-guide.pdf',
      download: true,
      target: '_blank',
    });
    expect(html).toContain('download=""');
    expect(html).toContain('target="_blank"');
  });

  it('shows a sale price beside the struck-out price, with the suffix', () => {
    const html = renderBlock(pod, { price: 25, salePrice: 20, priceSuffix: 'each' });
    expect(html).toContain('<del><span class="ui-visually-hidden">Was </span>£25.00</del>');
    expect(html).toContain('Now </span>£20.00</ins>');
    expect(html).toContain('each');
  });

  it("shows the price in the shopper's currency", () => {
    const usd = {
      code: 'USD',
      symbol: '$',
      symbolAlign: 'left' as const,
      name: 'US Dollar',
      conversionRate: 2,
    };
    expect(
      renderBlock(pod, { price: 25 }, { context: { ...nativeContext, currency: usd } }),
    ).toContain('$50.00');
  });

  it('applies the seller button style and icon position', () => {
    const html = renderBlock(pod, {
      buttonText: 'Buy',
      buttonIcon: 'cart-shopping',
      buttonIconPosition: 'left',
      buttonStyle: { textColor: '#ffffff', backgroundColor: '#123456', borderRadius: 0 },
    });
    expect(html).toContain(
      'style="color:#ffffff;background-color:#123456;border-radius:0px"><i class="fa-solid fa-cart-shopping"',
    );
  });

  it('draws an outline button when not filled', () => {
    expect(renderBlock(pod, { buttonText: 'Buy', buttonStyle: { fill: false } })).toContain(
      'block-pod__button--outline',
    );
  });
});

it('draws no empty media box without an image', () => {
  expect(renderBlock(pod)).not.toContain('block-pod__media');
});

describe('pod mail', () => {
  it('mails the image, title, price and a link button', async () => {
    const html = await renderMail(pod, {
      image: '/i/p.jpg',
      href: '/product/tee/',
      buttonText: 'Buy',
      price: 25,
    });
    expect(html).toContain('src="https://store.example/i/p.jpg"');
    expect(html).toContain('href="https://store.example/product/tee/"');
    expect(html).toContain('£25.00');
  });
});
