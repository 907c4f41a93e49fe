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
import image from './index';
import { IMAGE_FAILED_EVENT, IMAGE_LOADED_EVENT } from './loading';
import { PLACEHOLDER_ALT, PLACEHOLDER_IMAGE } from './properties';

afterEach(cleanup);

describeBlockContract(image, { name: 'image', mail: true });

const photo = { src: 'https://img.example/tee.jpg', alt: 'A green tee on a hanger' };

describe('image properties', () => {
  it('requires alt text and src, with the required message', () => {
    const result = image.properties.safeParse({ src: ' ', alt: '' });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toStrictEqual([
      ['src', 'This field is required'],
      ['alt', 'This field is required'],
    ]);
  });

  it('starts as a valid placeholder picture', () => {
    expect(image.properties.parse({})).toMatchObject({
      src: PLACEHOLDER_IMAGE,
      alt: PLACEHOLDER_ALT,
    });
  });
});

describe('image rendering', () => {
  it('reserves its space: width, height and aspect ratio', () => {
    const html = renderBlock(image, { ...photo, ratio: 0.5 });
    expect(html).toContain('width="1000" height="500"');
    expect(html).toContain('aspect-ratio:1 / 0.5');
  });

  it('loads lazily by default, eagerly when asked', () => {
    expect(renderBlock(image, photo)).toContain('loading="lazy"');
    expect(renderBlock(image, { ...photo, lazyLoad: false })).toContain('loading="eager"');
  });

  it('offers its sized variants as a srcset sized to the block width', () => {
    const variants = {
      '480': 'https://img.example/tee-480.jpg',
      '960': 'https://img.example/tee-960.jpg',
    };
    const html = renderBlock(image, { ...photo, variants }, { block: { size: { x: 6, y: 1 } } });
    expect(html).toContain(
      'srcSet="https://img.example/tee-480.jpg 480w, https://img.example/tee-960.jpg 960w"',
    );
    expect(html).toContain('sizes="(max-width: 575.98px) 100vw, min(50vw, 555px)"');
  });

  it('shows the placeholder until the image loads, then announces loaded', () => {
    const { container } = render(blockElement(image, photo));
    const figure = container.querySelector('figure')!;
    const listener = vi.fn();
    figure.addEventListener(IMAGE_LOADED_EVENT, listener);
    expect(container.querySelector('.block-image__frame--loading')).not.toBeNull();
    fireEvent.load(screen.getByRole('img'));
    expect(container.querySelector('.block-image__frame--loading')).toBeNull();
    expect(figure.dataset.loaded).toBe('true');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('drops the placeholder on error too, and announces failed', () => {
    const { container } = render(blockElement(image, photo));
    const listener = vi.fn();
    container.addEventListener(IMAGE_FAILED_EVENT, listener);
    fireEvent.error(screen.getByRole('img'));
    expect(container.querySelector('.block-image__frame--loading')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('replaces an unsafe source with the placeholder', () => {
    expect(renderBlock(image, { ...photo, src: 'javascript:alert(1)' })).not.toContain(
      'javascript:',
    );
  });
});

describe('image zoom', () => {
  const box = {
    left: 0,
    top: 0,
    width: 200,
    height: 100,
    right: 200,
    bottom: 100,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  };

  it('toggles zoom on click and pans with the pointer', () => {
    render(blockElement(image, { ...photo, zoom: true }));
    const button = screen.getByRole('button', { name: `Zoom: ${photo.alt}` });
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(box as DOMRect);
    const img = screen.getByRole('img');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(img.style.transform).toBe('scale(2)');
    fireEvent.mouseMove(button, { clientX: 50, clientY: 75 });
    expect(img.style.transformOrigin).toBe('25% 75%');
    fireEvent.click(button);
    expect(img.style.transform).toBe('');
  });

  it('changes the scale with the wheel while zoomed, and unzooms when the pointer leaves', () => {
    render(blockElement(image, { ...photo, zoom: true }));
    const button = screen.getByRole('button');
    const img = screen.getByRole('img');
    fireEvent.click(button);
    fireEvent.wheel(button, { deltaY: 100 });
    fireEvent.wheel(button, { deltaY: 100 });
    expect(img.style.transform).toBe('scale(1.8)');
    fireEvent.mouseLeave(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('does not zoom a linked image; the link follows the link rules', () => {
    const onAction = vi.fn();
    render(
      blockElement(
        image,
        { ...photo, zoom: true, href: '@open-gallery' },
        { context: { ...nativeContext, onAction } },
      ),
    );
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('link'));
    expect(onAction).toHaveBeenCalledWith('open-gallery');
  });
});

describe('image mail', () => {
  it('mails the image with an absolute URL and its alt text', async () => {
    const html = await renderMail(image, {
      src: '/i/tee.jpg',
      alt: photo.alt,
      href: '/product/tee/',
    });
    expect(html).toContain('src="https://store.example/i/tee.jpg"');
    expect(html).toContain(`alt="${photo.alt}"`);
    expect(html).toContain('href="https://store.example/product/tee/"');
  });

  it('leaves the inline placeholder out of mail', async () => {
    expect(await renderMail(image)).not.toContain('<img');
  });
});
