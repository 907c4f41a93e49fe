// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  nativeContext,
  renderBlock,
  renderMail,
} from '../testing';
import banner from './index';

afterEach(cleanup);

describeBlockContract(banner, { name: 'banner', mail: true });

describe('banner defaults', () => {
  it('has the spec defaults: min height 400px, Lato, ratio 0.4, overlay opacity 0.15', () => {
    const defaults = banner.properties.parse({});
    expect(defaults).toMatchObject({
      minHeight: 400,
      font: 'Lato',
      ratio: 0.4,
      overlayOpacity: 0.15,
    });
  });

  it('has every Banner content field of the spec', () => {
    const keys = Object.keys(banner.properties.parse({}));
    for (const key of [
      'title',
      'copy',
      'image',
      'video',
      'videoThumbnail',
      'media',
      'minHeight',
      'verticalAlignment',
      'horizontalAlignment',
      'font',
      'actions',
      'ratio',
      'lazyLoad',
      'srcSet',
      'titleType',
      'titleColor',
      'titleBackground',
      'copyColor',
      'copyBackground',
      'textShadow',
      'buttonSize',
      'borderRadius',
      'imageAlignment',
      'overlayColors',
      'overlayDirection',
      'overlayOpacity',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('reads a saved "400px" min height', () => {
    expect(banner.properties.parse({ minHeight: '520px' }).minHeight).toBe(520);
  });

  it('limits the choices to the spec values', () => {
    const refused = [
      { verticalAlignment: 'middle' },
      { horizontalAlignment: 'justify' },
      { textShadow: 'huge' },
      { buttonSize: 'tiny' },
      { media: 'gif' },
    ];
    for (const value of refused) expect(banner.properties.safeParse(value).success).toBe(false);
  });

  it('takes a font scale more than 0 and at most 1', () => {
    expect(banner.properties.safeParse({ fontScale: 0 }).success).toBe(false);
    expect(banner.properties.safeParse({ fontScale: 1.01 }).success).toBe(false);
    expect(banner.properties.parse({ fontScale: 1 }).fontScale).toBe(1);
    expect(banner.properties.parse({ fontScale: 0.05 }).fontScale).toBe(0.05);
  });
});

describe('banner rendering', () => {
  it('uses 1920x768 images and reserves their shape', () => {
    const html = renderBlock(banner, { image: 'https://img.example/b.jpg' });
    expect(html).toContain('width="1920" height="768"');
    expect(html).toContain('--banner-min-height:400px;--banner-ratio:0.4');
    expect(html).toContain('loading="lazy"');
  });

  it('is at least 70vh high on small screens and its buttons at most 250px wide', () => {
    expect(banner.styles).toMatch(
      /@media \(max-width: 575\.98px\) \{\s*\.block-banner \{ min-height: 70vh;/,
    );
    expect(banner.styles).toContain('max-width: 250px');
  });

  it('truncates the title to 50 characters and the copy to 300', () => {
    const html = renderBlock(banner, { title: 'T'.repeat(80), copy: 'c'.repeat(400) });
    expect(html).toContain(`>${'T'.repeat(50)}\u2026<`);
    expect(html).toContain(`>${'c'.repeat(300)}\u2026<`);
  });

  it('drops actions with no text or nowhere to go', () => {
    const html = renderBlock(banner, {
      actions: [
        { text: 'Shop', href: '/shop/' },
        { text: '', href: '/x/' },
        { text: 'Nowhere' },
        { text: 'Chat', action: 'open-chat' },
      ],
    });
    expect(html).toContain('>Shop</a>');
    expect(html).toContain('data-action="open-chat"');
    expect(html).not.toContain('Nowhere');
    expect(html.match(/block-banner__action /g)).toHaveLength(2);
  });

  it("raises an action button's action on click", () => {
    const onAction = vi.fn();
    render(
      blockElement(
        banner,
        { actions: [{ text: 'Chat', action: 'open-chat' }] },
        { context: { ...nativeContext, onAction } },
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Chat' }));
    expect(onAction).toHaveBeenCalledWith('open-chat');
  });

  it('applies alignment, text shadow, button size and overlay', () => {
    const html = renderBlock(banner, {
      verticalAlignment: 'bottom',
      horizontalAlignment: 'left',
      textShadow: 'heavy',
      buttonSize: 'large',
      overlayColors: [{ color: '#000000' }, { color: '#ff0000' }],
      overlayDirection: 'to right',
      overlayOpacity: 0.5,
    });
    expect(html).toContain('block-banner--v-bottom block-banner--h-left');
    expect(html).toContain('text-shadow:0 2px 6px rgba(0, 0, 0, 0.8)');
    expect(html).toContain('block-banner__action--large');
    expect(html).toContain('background:linear-gradient(to right, #000000, #ff0000);opacity:0.5');
  });

  it('uses the theme overlay colour at the default opacity', () => {
    expect(renderBlock(banner)).toContain('background:var(--banner-overlay-color);opacity:0.15');
  });

  it('autoplays video muted and looping, with a pause button', () => {
    const html = renderBlock(banner, {
      media: 'video',
      video: 'https://cdn.example/v.mp4',
      lazyLoad: false,
    });
    expect(html).toMatch(/<video[^>]*autoPlay=""[^>]*loop=""[^>]*muted=""[^>]*playsInline=""/);
    expect(html).toContain('src="https://cdn.example/v.mp4"');
    expect(html).toContain('Pause video');
  });

  it('attaches a lazy video source only once near the viewport', () => {
    const html = renderBlock(banner, { media: 'video', video: 'https://cdn.example/v.mp4' });
    expect(html).not.toContain('v.mp4');
    expect(html).toContain('preload="none"');
  });

  it('keeps the video still in the editor', () => {
    const html = renderBlock(
      banner,
      { media: 'video', video: 'https://cdn.example/v.mp4', lazyLoad: false },
      { context: editorContext },
    );
    expect(html).not.toContain('autoPlay');
    expect(html).toContain('Play video');
  });
});

describe('banner mail', () => {
  it('mails the image, title and link buttons, without action-only buttons', async () => {
    const html = await renderMail(banner, {
      image: '/i/banner.jpg',
      actions: [
        { text: 'Shop', href: '/shop/' },
        { text: 'Chat', action: 'open-chat' },
      ],
    });
    expect(html).toContain('src="https://store.example/i/banner.jpg"');
    expect(html).toContain('Your new collection');
    expect(html).toContain('href="https://store.example/shop/"');
    expect(html).not.toContain('Chat');
  });
});
