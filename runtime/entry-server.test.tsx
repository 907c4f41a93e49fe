import { describe, expect, it, vi } from 'vitest';
import type { SsrRequest } from '../src/ssr/contract';
import { render } from './entry-server';

const homepage = {
  id: 1,
  url: '/',
  divisionId: 1,
  version: 3,
  properties: {
    title: { value: 'Home' },
    description: { value: 'Organic tees printed on demand' },
  },
  blocks: [
    {
      id: 'b1',
      uid: 'b1',
      type: 'textBlock',
      order: 0,
      properties: {
        template: 'v2',
        html: '<h1>Wear the change</h1><p>Organic cotton tees.</p><img src=x onerror=alert(1)>',
      },
    },
    {
      id: 'b2',
      uid: 'b2',
      type: 'button',
      size: { x: 6 },
      order: 1,
      properties: { template: 'v2', text: 'Shop tees', href: '/collection/tees/' },
    },
    {
      id: 'b3',
      uid: 'b3',
      type: 'textBlock',
      order: 2,
      unpublished: true,
      properties: { template: 'v2', html: '<p>Secret draft</p>' },
    },
    {
      id: 'b4',
      uid: 'b4',
      type: 'textBlock',
      order: 3,
      properties: {
        template: 'v2',
        html: '<p>Order by 18 December for Christmas</p>',
        conditions: [{ name: 'before', args: ['2026-12-18T00:00:00Z'] }],
      },
    },
  ],
};

function request(url: string, overrides: Partial<SsrRequest> = {}): SsrRequest {
  return {
    url,
    origin: 'http://demo.localhost:3000',
    coreData: {
      pages: [
        { id: 1, url: '/', title: 'Home' },
        { id: 2, url: '/members/', title: 'Members', loginState: 'logged-in' },
        { id: 3, url: '/about/', title: 'About us', sitemap: false },
      ],
      state: {
        subdomain: {
          division: { id: 1, name: 'Demo Store', code: 'demo' },
          sessionId: 'sess',
          mainMenu: [{ text: 'Tees', href: '/collection/tees/' }],
        },
      },
    },
    session: null,
    now: Date.parse('2026-11-25T12:00:00Z'),
    get: vi.fn(async (path: string) => {
      if (path === '/divisions/1/pages/1/') return { status: 200, body: homepage };
      if (path === '/divisions/1/pages/3/')
        return {
          status: 200,
          body: {
            ...homepage,
            id: 3,
            url: '/about/',
            sitemap: false,
            properties: { title: { value: 'About us' } },
          },
        };
      return { status: 404, body: { message: 'Not found' } };
    }),
    nonce: 'n0nce',
    assets: { scripts: ['/assets/runtime.js'], styles: [], preload: [] },
    ...overrides,
  };
}

describe('storefront SSR', () => {
  it('renders the homepage with its blocks, title and embedded state', async () => {
    const result = await render(request('/'));
    expect(result.status).toBe(200);
    const html = result.html ?? '';
    expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
    expect(html).toContain('Wear the change');
    expect(html).toContain('Shop tees');
    expect(html).toContain('<title>Demo Store</title>');
    expect(html).toContain('id="storefront-state"');
    expect(html).toContain('src="/assets/runtime.js"');
  });

  it('keeps unpublished blocks and unsafe seller HTML off the published page', async () => {
    const html = (await render(request('/'))).html ?? '';
    expect(html).not.toContain('Secret draft');
    expect(html).toContain('<img src="x">');
    expect(html).not.toMatch(/<img[^>]*onerror/);
  });

  it("sends an unsafe menu link to the platform's 404 page when a platform origin is set", async () => {
    const withUnsafeLink = (platformOrigin: string | null) =>
      request('/', {
        platformOrigin,
        coreData: {
          ...(request('/').coreData as object),
          state: {
            subdomain: {
              division: { id: 1, name: 'Demo Store', code: 'demo' },
              sessionId: 'sess',
              mainMenu: [{ text: 'Prize', href: 'javascript:alert(1)' }],
            },
          },
        },
      });
    const onPlatform = (await render(withUnsafeLink('https://omnis.example'))).html ?? '';
    expect(onPlatform).toContain('href="https://omnis.example/404/"');
    expect(onPlatform).toContain('"platformOrigin":"https://omnis.example"');
    expect(onPlatform).not.toContain('href="javascript:');
    const alone = (await render(withUnsafeLink(null))).html ?? '';
    expect(alone).toMatch(/<a[^>]*href="\/404\/"[^>]*>Prize</);
  });

  it("decides date conditions by the store's clock at the time of the request", async () => {
    const before =
      (await render(request('/', { now: Date.parse('2026-12-17T23:59:00Z') }))).html ?? '';
    expect(before).toContain('Order by 18 December for Christmas');
    const after =
      (await render(request('/', { now: Date.parse('2026-12-18T00:01:00Z') }))).html ?? '';
    expect(after).not.toContain('Order by 18 December for Christmas');
    // The browser gets the same time, to decide conditions after hydration (storeClock).
    expect(after).toContain(`"renderedAt":${Date.parse('2026-12-18T00:01:00Z')}`);
  });

  it('puts the theme fonts inline when the server gives their rules, and links them otherwise', async () => {
    const linked = (await render(request('/'))).html ?? '';
    expect(linked).toMatch(/<link rel="stylesheet" href="\/fonts\/[^"]+\.css"/);
    expect(linked).not.toContain('id="sf-fonts"');
    const fontFaceCss = vi.fn((urls: readonly string[]) =>
      urls.map((url) => `@font-face { font-family: 'From ${url}'; }`).join('\n'),
    );
    const inline = (await render(request('/', { fontFaceCss }))).html ?? '';
    expect(inline).not.toMatch(/<link rel="stylesheet" href="\/fonts\//);
    expect(inline).toMatch(/<style id="sf-fonts"[^>]*>@font-face \{ font-family: 'From \/fonts\//);
  });

  it('titles inner pages "{page title} | {company name}" and marks pages outside the sitemap noindex', async () => {
    const html = (await render(request('/about/'))).html ?? '';
    expect(html).toContain('<title>About us | Demo Store</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
  });

  it('sends a signed-out visitor of a logged-in page to sign in', async () => {
    const result = await render(request('/members/'));
    expect(result.redirect).toBe('/login/?redirect_uri=%2Fmembers%2F');
    expect(result.status).toBe(302);
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const result = await render(request('/no-such-page/'));
    expect(result.status).toBe(404);
    expect(result.html).toContain('We were unable to find this page');
  });

  it('sends visitors of a password-protected store to /login/', async () => {
    const base = request('/');
    const coreData = base.coreData as { state: { subdomain: Record<string, unknown> } };
    coreData.state.subdomain.passwordProtected = true;
    const result = await render(base);
    expect(result.redirect).toBe('/login/');
  });
});
