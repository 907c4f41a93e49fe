import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { storeCoreDataSchema } from '../../src/model';
import { corePageRouteMeta } from '../../src/rules/routeMeta';
import { serverBlocks } from '../blocks/serverBlocks';
import { serverHead } from '../head/serverHead';
import { createStorefrontRouter } from './router';
import { selectedCurrency } from './selectedCurrency';
import { createServices } from './services';

const coreData = storeCoreDataSchema.parse({
  pages: [
    { id: 1, url: '/', title: 'Home' },
    { id: 2, url: '/members/', title: 'Members', loginState: 'logged-in', layout: 'tool' },
  ],
  state: {
    subdomain: { division: { id: 1, name: 'Demo Store', code: 'demo' }, sessionId: 's' },
  },
});

const router = createStorefrontRouter(
  createServices({
    coreData,
    session: null,
    origin: 'http://demo.localhost',
    assets: { scripts: [], styles: [], preload: [] },
    head: serverHead(registry, coreData.state.subdomain.theme),
    blocks: serverBlocks(registry),
    currency: selectedCurrency(coreData),
    get: async () => ({ status: 404, body: {} }),
  }),
);

/** Routes that draw a page (a component of their own); redirects and layout routes draw none. */
const pageRoutes = Object.values(router.routesById).filter(
  (route) => route.id !== '__root__' && route.options.component !== undefined,
);

const metaOf = (id: string) =>
  (router.routesById as Record<string, (typeof pageRoutes)[number] | undefined>)[id]?.options
    .staticData?.meta;

describe('route metadata attached to the router', () => {
  it('is on every page route', () => {
    expect(pageRoutes.length).toBeGreaterThan(8);
    const missing = pageRoutes.filter((route) => !route.options.staticData?.meta);
    expect(missing.map((route) => route.id)).toEqual([]);
  });

  it('holds a seller page’s metadata, computed once from core data', () => {
    expect(metaOf('/members')).toStrictEqual(corePageRouteMeta(coreData.pages[1]!));
    expect(metaOf('/members')?.access).toStrictEqual(['logged-in']);
  });

  it('names the layouts of the storefront screens', () => {
    const layoutOf = (id: string) => metaOf(id)?.layout;
    expect(layoutOf('/basket')).toBe('cart');
    expect(layoutOf('/search')).toBe('search');
    expect(layoutOf('/login')).toBe('blank');
    expect(layoutOf('/mail/$page')).toBe('mail');
    expect(layoutOf('/product/$product/{-$colour}')).toBe('standard');
  });
});
