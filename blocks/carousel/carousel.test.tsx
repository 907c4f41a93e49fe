// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockElement, describeBlockContract, renderBlock } from '../testing';
import carousel from './index';

afterEach(cleanup);

const items = [1, 2, 3, 4, 5].map((n) => (
  <div key={n} className="pb-cell">
    Item {n}
  </div>
));

describeBlockContract(carousel, { name: 'carousel', mail: false, render: { children: items } });

describe('carousel', () => {
  it('puts its items in one snapping row with the items in view per screen size', () => {
    const html = renderBlock(carousel, { itemsLg: 3 }, { children: items });
    expect(html).toContain(
      '--carousel-items-xs:1.25;--carousel-items-md:2.5;--carousel-items-lg:3',
    );
    expect(html).toContain('aria-label="Featured"');
    expect(carousel.styles).toContain('scroll-snap-type: x mandatory');
    expect(carousel.styles).toMatch(
      /@media \(min-width: 992px\) \{ \.block-carousel \{ --carousel-items: var\(--carousel-items-lg, 4\); \} \}/,
    );
  });

  it('scrolls one view per arrow', () => {
    render(blockElement(carousel, {}, { children: items }));
    const track = document.querySelector<HTMLElement>('.block-carousel__track')!;
    Object.defineProperty(track, 'clientWidth', { value: 600 });
    track.scrollBy = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Scroll forward' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll back' }));
    expect(
      vi.mocked(track.scrollBy).mock.calls.map(([options]) => (options as ScrollToOptions).left),
    ).toStrictEqual([600, -600]);
  });

  it('can go without arrows', () => {
    expect(renderBlock(carousel, { arrows: false }, { children: items })).not.toContain('<button');
  });
});
