import { describe, expect, it } from 'vitest';
import {
  storeCoreDataSchema,
  storePluginsSchema,
  submenuSegmentSchema,
  imageTileSchema,
} from './store';

const minimal = {
  state: {
    subdomain: {
      division: { id: 1, name: 'Demo', code: 'demo' },
      sessionId: 'abc',
    },
  },
};

describe('store core data', () => {
  it('fills every default from a minimal payload', () => {
    const data = storeCoreDataSchema.parse(minimal);
    expect(data.pages).toEqual([]);
    expect(data.state.currency).toBe('GBP');
    expect(data.state.paymentProcessor).toEqual({ type: 'teemill', accounts: {} });
    expect(data.state.subdomain.cart.items).toEqual([]);
    expect(data.state.subdomain.favourites.items).toEqual([]);
    expect(data.state.subdomain.comingSoonPageData.enabled).toBe(false);
    expect(data.state.subdomain.sitewideBanner.enabled).toBe(false);
    expect(data.state.subdomain.division).toEqual({
      id: 1,
      name: 'Demo',
      code: 'demo',
      logo: null,
      activeDomainName: null,
      active: true,
      pro: false,
    });
  });

  it('refuses a payload without a division or session id', () => {
    expect(storeCoreDataSchema.safeParse({ state: { subdomain: {} } }).success).toBe(false);
  });

  it('reads page summaries with their routing fields', () => {
    const data = storeCoreDataSchema.parse({
      ...minimal,
      pages: [{ id: 3, url: '/about/', loginState: 'logged-in' }],
    });
    expect(data.pages[0]).toEqual({
      id: 3,
      url: '/about/',
      title: '',
      layout: 'standard',
      loginState: 'logged-in',
      published: true,
      sitemap: true,
      isSearchable: true,
    });
    expect(
      storeCoreDataSchema.safeParse({
        ...minimal,
        pages: [{ id: 3, url: '/', loginState: 'admins' }],
      }).success,
    ).toBe(false);
  });

  it('gives the Christmas banner its default colours', () => {
    const plugins = storePluginsSchema.parse({ 'christmas-banner': {} });
    expect(plugins['christmas-banner']).toEqual({
      disabled: false,
      backgroundColor: '#9E1919',
      textColor: '#FFFFFF',
    });
  });

  it('types submenu items by the segment mode', () => {
    const tiles = submenuSegmentSchema.parse({ mode: 'tiles', items: [{ src: '/a.png' }] });
    expect(tiles.mode === 'tiles' && tiles.items[0]?.ratio).toBe('square');
    expect(
      submenuSegmentSchema.safeParse({ mode: 'list', items: [{ src: '/a.png' }] }).success,
    ).toBe(false);
    expect(submenuSegmentSchema.safeParse({ mode: 'grid', items: [] }).success).toBe(false);
  });

  it('accepts only the spec tile radii, ratios and shadows', () => {
    expect(
      imageTileSchema.safeParse({ src: 'x', borderRadius: 'circle', ratio: '4:3', shadow: 'heavy' })
        .success,
    ).toBe(true);
    expect(imageTileSchema.safeParse({ src: 'x', borderRadius: 'round' }).success).toBe(false);
    expect(imageTileSchema.safeParse({ src: 'x', ratio: '16:9' }).success).toBe(false);
    expect(imageTileSchema.safeParse({ src: 'x', shadow: 'huge' }).success).toBe(false);
  });
});
