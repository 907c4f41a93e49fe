import { describe, expect, it } from 'vitest';
import { pageSchema } from '../model';
import { routeMeta } from './routeMeta';

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
