// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blockElement,
  describeBlockContract,
  nativeContext,
  renderBlock,
  testPage,
} from '../testing';
import expandable from './index';

afterEach(cleanup);

describeBlockContract(expandable, {
  name: 'expandable',
  mail: false,
  render: { children: <p>Inside</p> },
});

describe('expandable', () => {
  it('requires a title, with the required message', () => {
    const result = expandable.properties.safeParse({ title: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This field is required');
  });

  it('renders closed on the server, or open when it starts open', () => {
    const closed = renderBlock(expandable, {}, { children: <p>Inside</p> });
    expect(closed).toContain('aria-expanded="false"');
    expect(closed).toMatch(/role="region"[^>]*hidden=""/);
    expect(renderBlock(expandable, { open: true })).toContain('aria-expanded="true"');
  });

  it('toggles on click', () => {
    render(blockElement(expandable, { title: 'Sizes' }, { children: <p>Chart</p> }));
    const button = screen.getByRole('button', { name: 'Sizes' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Sizes' }).hidden).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the page changes', () => {
    const element = (url: string) =>
      blockElement(
        expandable,
        { open: true },
        { context: { ...nativeContext, page: { ...testPage, url } } },
      );
    const { rerender } = render(element('/'));
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    rerender(element('/'));
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    rerender(element('/about/'));
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('false');
  });
});
