// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockElement, describeBlockContract, editorContext, renderBlock } from '../testing';
import slideshow from './index';
import { slideShowOptions } from './properties';

const slides = (count: number) =>
  Array.from({ length: count }, (_, index) => (
    <div key={index} className="pb-cell">
      Slide {index + 1}
    </div>
  ));

describeBlockContract(slideshow, {
  name: 'slideshow',
  mail: false,
  render: { children: slides(3) },
});

function visibleSlide(container: HTMLElement): string | null {
  return container.querySelector('.block-slideshow__page--active')?.textContent ?? null;
}

describe('slideshow properties', () => {
  it('has the spec defaults: speed 5000 ms, mode slideshow or random, navigation', () => {
    expect(slideshow.properties.parse({})).toMatchObject({
      speed: 5000,
      mode: 'slideshow',
      navigation: true,
    });
    expect(slideshow.properties.parse({ mode: 'random' }).mode).toBe('random');
    expect(slideshow.properties.safeParse({ mode: 'shuffle' }).success).toBe(false);
  });

  it('speaks the Slide show fields: slidesPerPage, slideInterval, showNavigation, showPosition, pause, preLoadNextSlide', () => {
    expect(slideShowOptions(slideshow.properties.parse({ speed: 7000 }))).toStrictEqual({
      slidesPerPage: 1,
      slideInterval: 7000,
      showNavigation: true,
      showPosition: true,
      pause: false,
      preLoadNextSlide: true,
    });
  });
});

describe('slideshow on the server', () => {
  it('renders every slide, showing the first', () => {
    const html = renderBlock(slideshow, {}, { children: slides(3) });
    expect(html).toContain(
      'aria-label="1 of 3" class="block-slideshow__page block-slideshow__page--active"',
    );
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toContain('aria-label="Go to slide 3"');
  });

  it('has no controls for a single slide', () => {
    const html = renderBlock(slideshow, {}, { children: slides(1) });
    expect(html).not.toContain('<button');
  });

  it('groups slides into pages', () => {
    const html = renderBlock(slideshow, { slidesPerPage: 2 }, { children: slides(3) });
    expect(html).toContain('aria-label="1 of 2"');
    expect(html).toContain('--slides-per-page:2');
  });
});

describe('slideshow in the browser (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('advances every 5000 ms and wraps last to first', () => {
    const { container } = render(blockElement(slideshow, {}, { children: slides(3) }));
    expect(visibleSlide(container)).toBe('Slide 1');
    act(() => vi.advanceTimersByTime(4999));
    expect(visibleSlide(container)).toBe('Slide 1');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide(container)).toBe('Slide 2');
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide(container)).toBe('Slide 3');
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide(container)).toBe('Slide 1');
  });

  it('preloads the next slide 2000 ms before the change', () => {
    const { container } = render(blockElement(slideshow, {}, { children: slides(3) }));
    act(() => vi.advanceTimersByTime(2999));
    expect(container.querySelector('.block-slideshow__page--preloading')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const preloading = container.querySelector<HTMLElement>('.block-slideshow__page--preloading');
    expect(preloading?.textContent).toBe('Slide 2');
    expect(preloading?.hidden).toBe(false);
  });

  it('does not preload when preLoadNextSlide is off', () => {
    const { container } = render(
      blockElement(slideshow, { preLoadNextSlide: false }, { children: slides(3) }),
    );
    act(() => vi.advanceTimersByTime(4000));
    expect(container.querySelector('.block-slideshow__page--preloading')).toBeNull();
  });

  it('goes back from the first slide to the last', () => {
    const { container } = render(blockElement(slideshow, {}, { children: slides(3) }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide(container)).toBe('Slide 3');
  });

  it('resets the timer on manual navigation', () => {
    const { container } = render(blockElement(slideshow, {}, { children: slides(3) }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(visibleSlide(container)).toBe('Slide 1');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide(container)).toBe('Slide 2');
  });

  it('does not auto-advance while paused, and resumes on play', () => {
    const { container } = render(blockElement(slideshow, {}, { children: slides(3) }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlide(container)).toBe('Slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide(container)).toBe('Slide 2');
  });

  it('starts paused when set to', () => {
    const { container } = render(blockElement(slideshow, { pause: true }, { children: slides(3) }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlide(container)).toBe('Slide 1');
  });

  it('holds while the pointer is over it', () => {
    const { container } = render(blockElement(slideshow, {}, { children: slides(3) }));
    const show = container.querySelector('section')!;
    fireEvent.mouseEnter(show);
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlide(container)).toBe('Slide 1');
    fireEvent.mouseLeave(show);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide(container)).toBe('Slide 2');
  });

  it('does not auto-advance in the editor', () => {
    const { container } = render(
      blockElement(slideshow, {}, { children: slides(3), context: editorContext }),
    );
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlide(container)).toBe('Slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide(container)).toBe('Slide 2');
  });

  it('in random mode never shows the same slide twice in a row', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.7);
    const { container } = render(
      blockElement(slideshow, { mode: 'random' }, { children: slides(4) }),
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlide(container)).toBe('Slide 4');
    random.mockRestore();
  });
});
