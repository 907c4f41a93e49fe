import { describe, expect, it } from 'vitest';
import { pageSchema, storeCorePageSchema } from '../model';
import { corePageRouteMeta, isRouteNoindex, routeMeta, screenRouteMeta } from './routeMeta';

describe('routeMeta', () => {
  it('gathers every route field from the page', () => {
    const page = pageSchema.parse({
      id: 42,
      url: '/about/',
      layout: 'blank',
      sitemap: false,
      published: false,
      mode: 'native',
      properties: {
        title: { value: 'About us' },
        loginState: { value: 'logged-in' },
        isSearchable: { value: false },
        searchIcon: { value: 'fa-leaf' },
        ogImage: { value: 'https://images.example/about-og.jpg' },
        isStorePage: { value: true },
      },
    });
    expect(routeMeta(page)).toStrictEqual({
      pageId: 42,
      title: 'About us',
      access: ['logged-in', 'internal'],
      storefront: true,
      layout: 'blank',
      sitemap: false,
      search: { visible: false, icon: 'fa-leaf' },
      primaryImage: 'https://images.example/about-og.jpg',
      allowReload: true,
    });
  });

  it('uses the defaults for a new page and never reloads in preview', () => {
    const page = pageSchema.parse({ mode: 'preview' });
    expect(routeMeta(page)).toStrictEqual({
      pageId: null,
      title: '',
      access: [],
      storefront: true,
      layout: 'standard',
      sitemap: true,
      search: { visible: true, icon: '' },
      primaryImage: null,
      allowReload: false,
    });
  });
});

describe('corePageRouteMeta', () => {
  it('reads a core data page: access from loginState and publishing, layout, sitemap, search', () => {
    const page = storeCorePageSchema.parse({
      id: 7,
      url: '/members/',
      title: 'Members',
      layout: 'tool',
      loginState: 'dashboard-access',
      published: false,
      sitemap: false,
      isSearchable: false,
    });
    expect(corePageRouteMeta(page)).toStrictEqual({
      pageId: 7,
      title: 'Members',
      access: ['dashboard-access', 'internal'],
      storefront: true,
      layout: 'tool',
      sitemap: false,
      search: { visible: false, icon: '' },
      primaryImage: null,
      allowReload: true,
    });
  });

  it('falls back to the standard layout and open access', () => {
    const meta = corePageRouteMeta(storeCorePageSchema.parse({ id: 1, url: '/' }));
    expect(meta.layout).toBe('standard');
    expect(meta.access).toStrictEqual([]);
  });
});

describe('screenRouteMeta', () => {
  it('describes a storefront screen, with its own layout and visibility', () => {
    expect(
      screenRouteMeta('Basket', {
        layout: 'cart',
        sitemap: false,
        search: { visible: false, icon: '' },
      }),
    ).toStrictEqual({
      pageId: null,
      title: 'Basket',
      access: [],
      storefront: true,
      layout: 'cart',
      sitemap: false,
      search: { visible: false, icon: '' },
      primaryImage: null,
      allowReload: true,
    });
    expect(screenRouteMeta('Sitemap').layout).toBe('standard');
  });
});

describe('isRouteNoindex', () => {
  it('keeps robots off routes outside the sitemap or only for signed-in visitors', () => {
    expect(isRouteNoindex({ sitemap: true, access: [] })).toBe(false);
    expect(isRouteNoindex({ sitemap: true, access: ['logged-out'] })).toBe(false);
    expect(isRouteNoindex({ sitemap: false, access: [] })).toBe(true);
    expect(isRouteNoindex({ sitemap: true, access: ['logged-in'] })).toBe(true);
    expect(isRouteNoindex({ sitemap: true, access: ['dashboard-access'] })).toBe(true);
    expect(isRouteNoindex({ sitemap: true, access: ['internal'] })).toBe(true);
  });
});
