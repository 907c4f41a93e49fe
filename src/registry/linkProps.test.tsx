// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockLinkProps } from './linkProps';

afterEach(cleanup);

function link(target: string, context: Parameters<typeof blockLinkProps>[1]) {
  render(<a {...blockLinkProps(target, context, () => {})}>go</a>);
  return screen.getByText('go');
}

describe('blockLinkProps', () => {
  it('raises @actions without navigating', () => {
    const onAction = vi.fn();
    const anchor = link('@subscribe', { onAction });
    expect(anchor.getAttribute('data-action')).toBe('subscribe');
    expect(fireEvent.click(anchor)).toBe(false);
    expect(onAction).toHaveBeenCalledWith('subscribe');
  });

  it('does nothing for #', () => {
    const navigate = vi.fn();
    expect(fireEvent.click(link('#', { navigate }))).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates internal routes in the app, unless the shopper asked for a new tab', () => {
    const navigate = vi.fn();
    const anchor = link('/product/classic-tee/', { navigate });
    expect(anchor.getAttribute('href')).toBe('/product/classic-tee/');
    expect(fireEvent.click(anchor, { ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fireEvent.click(anchor)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/product/classic-tee/');
  });

  it('lets the browser follow internal routes when the app cannot navigate (SSR pages before hydration)', () => {
    expect(fireEvent.click(link('/about/', {}))).toBe(true);
  });

  it('opens external links in a new tab and replaces unsafe ones', () => {
    const external = blockLinkProps('https://example.com', {});
    expect(external).toMatchObject({ href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' });
    const warn = vi.fn();
    expect(blockLinkProps('javascript:alert(1)', {}, warn).href).toBe('/404/');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
