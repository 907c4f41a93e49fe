// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionDeniedError } from '../../src/errors';
import type { LinkType } from '../../src/links';
import type { EditorApi } from '../app/api';
import { SelectLinkOverlay } from './SelectLinkOverlay';
import { DIVISION_ID, fakeEditorApi, product, renderWithApi } from './testing/testKit';

afterEach(cleanup);

async function open(
  api: Partial<EditorApi> = {},
  props: { exclude?: LinkType[]; initialType?: LinkType } = {},
) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  await act(async () => {
    renderWithApi(
      <SelectLinkOverlay
        open
        divisionId={DIVISION_ID}
        onSelect={onSelect}
        onClose={onClose}
        {...props}
      />,
      fakeEditorApi(api),
    );
  });
  return { onSelect, onClose, dialog: screen.getByRole('dialog', { name: 'Select link' }) };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('<SelectLinkOverlay>', () => {
  it('offers the seven link types in order, minus those the caller excludes', async () => {
    await open();
    expect(tabNames()).toEqual([
      'Product',
      'Collection',
      'Blog',
      'Page',
      'Action',
      'Custom link',
      'Studio link',
    ]);
    cleanup();
    await open({}, { exclude: ['action', 'studio'] });
    expect(tabNames()).toEqual(['Product', 'Collection', 'Blog', 'Page', 'Custom link']);
  });

  it('chooses a product as { text, href, type }, after searching', async () => {
    const products = vi.fn(async () => [
      product(1, 'Organic tee', 'organic-tee'),
      product(2, 'Recycled hoodie', 'recycled-hoodie'),
    ]);
    const { onSelect } = await open({ products });
    expect(products).toHaveBeenCalledWith(DIVISION_ID);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search product links' }), {
      target: { value: 'hoodie' },
    });
    expect(screen.queryByRole('button', { name: /Organic tee/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Recycled hoodie/ }));
    expect(onSelect).toHaveBeenCalledWith({
      text: 'Recycled hoodie',
      href: '/product/recycled-hoodie/',
      type: 'product',
    });
  });

  it('says when a search matches nothing', async () => {
    await open({ products: async () => [product(1, 'Organic tee', 'organic-tee')] });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search product links' }), {
      target: { value: 'socks' },
    });
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “socks”.');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    await open();
    const product = screen.getByRole('tab', { name: 'Product' });
    expect(product.getAttribute('aria-selected')).toBe('true');
    expect(product.tabIndex).toBe(0);
    await act(async () => fireEvent.keyDown(product, { key: 'ArrowRight' }));
    const collection = screen.getByRole('tab', { name: 'Collection' });
    expect(document.activeElement).toBe(collection);
    expect(collection.getAttribute('aria-selected')).toBe('true');
    expect(product.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Collection' })).toBeTruthy();
    await act(async () => fireEvent.keyDown(collection, { key: 'End' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Studio link' }));
    await act(async () =>
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' }),
    );
    expect(document.activeElement).toBe(product);
    await act(async () => fireEvent.keyDown(product, { key: 'ArrowLeft' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Studio link' }));
  });

  it('links collections, blog posts and pages by their urls', async () => {
    const { onSelect } = await open(
      {
        collections: async () => [{ id: 1, name: 'Autumn', urlName: 'autumn', banner: null }],
        blogPosts: async () => [
          {
            // The blog API answers each post's slug (GET /blog/paginate/).
            id: 2,
            url: 'why-organic',
            title: 'Why organic',
            metaImage: null,
            publishedAt: null,
            tags: [],
          },
        ],
        listPages: async () => [
          {
            id: 3,
            url: '/about/',
            title: 'About us',
            ogImage: null,
            published: true,
            edited: null,
            isHomepage: false,
          },
        ],
      },
      { initialType: 'collection' },
    );
    fireEvent.click(screen.getByRole('button', { name: /Autumn/ }));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Blog' })));
    fireEvent.click(screen.getByRole('button', { name: /Why organic/ }));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Page' })));
    fireEvent.click(screen.getByRole('button', { name: /About us/ }));
    expect(onSelect.mock.calls).toEqual([
      [{ text: 'Autumn', href: '/collection/autumn/', type: 'collection' }],
      [{ text: 'Why organic', href: '/blog/why-organic/', type: 'blog' }],
      [{ text: 'About us', href: '/about/', type: 'page' }],
    ]);
  });

  it('offers in-page actions and studio links', async () => {
    const { onSelect } = await open(
      { products: async () => [product(1, 'Organic tee', 'organic-tee')] },
      { initialType: 'action' },
    );
    // Each action says what the storefront does with it (runtime/app/actions.ts).
    expect(
      screen
        .getAllByRole('listitem')
        .map((item) =>
          Array.from(item.querySelectorAll('span, small'), (part) => part.textContent),
        ),
    ).toStrictEqual([
      ['Open basket', '@open-basket', 'Goes to the basket page.'],
      ['Open live chat', '@open-chat', 'Opens the live chat, with the support team.'],
      ['Open search', '@open-search', 'Goes to the search page, ready to type.'],
      [
        'Subscribe to the newsletter',
        '@subscribe',
        'Scrolls to the newsletter sign-up block on the same page and puts the cursor in it; does nothing on a page without one.',
      ],
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Open basket/ }));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Studio link' })));
    fireEvent.click(screen.getByRole('button', { name: /Design your own t-shirt/ }));
    fireEvent.click(screen.getByRole('button', { name: /Organic tee/ }));
    expect(onSelect.mock.calls).toEqual([
      [{ text: 'Open basket', href: '@open-basket', type: 'action' }],
      [{ text: 'Design your own t-shirt', href: '/design-your-own-t-shirt/', type: 'studio' }],
      [{ text: 'Organic tee', href: '/studio/organic-tee/', type: 'studio' }],
    ]);
  });

  it('shows loading, then the empty state', async () => {
    let finish: (value: never[]) => void = () => undefined;
    const collections = () => new Promise<never[]>((resolve) => (finish = resolve));
    await open({ collections }, { initialType: 'collection' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => finish([]));
    expect(screen.getByRole('status').textContent).toBe('This store has no collections yet.');
  });

  it('shows a failure with a retry', async () => {
    const blogPosts = vi
      .fn()
      .mockRejectedValueOnce(new PermissionDeniedError())
      .mockResolvedValue([]);
    await open({ blogPosts }, { initialType: 'blog' });
    expect(screen.getByRole('alert').textContent).toContain('Permission denied');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('status').textContent).toBe('This store has no blog posts yet.');
  });

  it('takes a safe custom link and refuses a missing or unsafe one', async () => {
    const { onSelect } = await open({}, { initialType: 'link' });
    const panel = screen.getByRole('tabpanel', { name: 'Custom link' });
    const url = within(panel).getByRole('textbox', { name: 'URL' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use link' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Missing URL');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use link' }));
    expect(within(panel).getByRole('alert').textContent).toBe(
      'Links starting with “javascript:” are not allowed. Use a web address (https://…), a path on this store (/about/), mailto: or tel:.',
    );
    expect(url.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Link text' }), {
      target: { value: 'Our story' },
    });
    fireEvent.change(url, { target: { value: 'https://example.com/story' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use link' }));
    expect(onSelect).toHaveBeenCalledWith({
      text: 'Our story',
      href: 'https://example.com/story',
      type: 'link',
    });
  });

  it('does not fetch a tab again when going back to it', async () => {
    const products = vi.fn(async () => [product(1, 'Organic tee', 'organic-tee')]);
    await open({ products });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Action' })));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Product' })));
    expect(products).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Organic tee/ })).toBeTruthy();
  });

  it('closes on Cancel and on Escape', async () => {
    const { onClose, dialog } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
