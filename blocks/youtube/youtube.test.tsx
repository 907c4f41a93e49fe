// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseTheme } from '../../themes/base';
import { blockElement, describeBlockContract, editorContext, renderBlock } from '../testing';
import youtube from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describeBlockContract(youtube, { name: 'youtube', mail: false });

describe('youtube', () => {
  it('defaults to the base theme video id', () => {
    expect(youtube.properties.parse({}).video).toBe(baseTheme['video.defaultId']);
  });

  it('server-renders a facade with the thumbnail, not the player', () => {
    const html = renderBlock(youtube, {
      video: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Our printing process',
    });
    expect(html).toContain('src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(html).toContain('aria-label="Play: Our printing process"');
    expect(html).not.toContain('<iframe');
  });

  it('loads the privacy-enhanced, titled player on click, autoplaying', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(blockElement(youtube, { title: 'Our printing process' }));
    fireEvent.click(screen.getByRole('button'));
    const player = screen.getByTitle('Our printing process');
    expect(player.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    );
  });

  it('loads the player when scrolled near, without autoplay', () => {
    let fire: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          callback: typeof fire,
          readonly options: { rootMargin: string },
        ) {
          fire = callback;
          expect(options.rootMargin).toBe('100px');
        }
        observe() {}
        disconnect() {}
      },
    );
    render(blockElement(youtube));
    expect(screen.queryByTitle('YouTube video')).toBeNull();
    act(() => fire([{ isIntersecting: true }]));
    expect(screen.getByTitle('YouTube video').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
  });

  it('shows a hint in the editor for an address it cannot read', () => {
    expect(
      renderBlock(youtube, { video: 'https://vimeo.com/1' }, { context: editorContext }),
    ).toContain('Paste a YouTube address');
    expect(renderBlock(youtube, { video: 'https://vimeo.com/1' })).not.toContain('<img');
  });
});
