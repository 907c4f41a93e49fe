// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/errors';
import {
  blockElement,
  describeBlockContract,
  makeBlock,
  nativeContext,
  renderBlock,
} from '../testing';
import interactions from './index';

describeBlockContract(interactions, { name: 'interactions', mail: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const product = { productUrlName: 'sunrise-tee', shareText: 'Sunrise Tee' };

function mount(
  properties: Record<string, unknown>,
  post = vi.fn(),
  data: unknown = { ok: true, value: { likes: 11, shares: 4 } },
) {
  render(blockElement(interactions, properties, { data, context: { ...nativeContext, post } }));
  return post;
}

describe('interactions block', () => {
  it('renders its buttons disabled on the server, and no like without a product', () => {
    const html = renderBlock(interactions, product);
    expect(html).toContain('Add to favourites');
    expect(html.match(/disabled=""/g)!.length).toBeGreaterThanOrEqual(7);
    expect(renderBlock(interactions)).not.toContain('Add to favourites');
  });

  it('likes by adding the product to favourites, then counts the like', async () => {
    const post = mount(product, vi.fn().mockResolvedValue({ items: [] }));
    expect(screen.getByText('11 likes')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Add to favourites/ }));
    });
    expect(post).toHaveBeenCalledWith('/frontend/product/addItemToCart/', {
      item: { productUrl: 'sunrise-tee' },
      name: 'favourites',
    });
    expect(
      screen.getByRole('button', { name: /In your favourites/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByText('12 likes')).toBeTruthy();
  });

  it('shows the error message when favouriting fails', async () => {
    mount(
      product,
      vi
        .fn()
        .mockRejectedValue(
          new ApiError('Oops... Looks like this product is no longer available', 400),
        ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Add to favourites/ }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops... Looks like this product is no longer available',
    );
  });

  it("opens a network's share page for the product in a new tab and counts the share", () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    mount(product);
    fireEvent.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(open).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/product/sunrise-tee/`)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.getByText('5 shares')).toBeTruthy();
  });

  it('copies the shared link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    mount({});
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByText('Link copied')).toBeTruthy();
  });

  it('shows no counts without them', () => {
    mount(product, vi.fn(), { ok: true, value: {} });
    expect(screen.queryByText(/likes?$/)).toBeNull();
  });
});

describe('interactions load', () => {
  const load = (properties: Record<string, unknown>, get: (path: string) => Promise<unknown>) =>
    interactions.load!({
      block: makeBlock(interactions, properties),
      properties: interactions.properties.parse(properties),
      divisionId: 1,
      get,
    });

  it('reads counts from the path, nothing without one', async () => {
    const get = vi.fn().mockResolvedValue({ likes: 3, shares: '2' });
    expect(await load({}, get)).toStrictEqual({ ok: true, value: {} });
    expect(await load({ asyncData: '/likes/sunrise-tee/' }, get)).toStrictEqual({
      ok: true,
      value: { likes: 3, shares: 2 },
    });
  });

  it('fails on counts of the wrong shape', async () => {
    expect(
      (await load({ asyncData: '/likes/' }, vi.fn().mockResolvedValue({ likes: -1 }))).ok,
    ).toBe(false);
  });
});
