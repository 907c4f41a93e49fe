/**
 * The storefront's SSR entry: the only runtime module the server imports. It turns an
 * SsrRequest (src/ssr/contract.ts) into a full HTML document, a redirect or a status.
 */
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { registry } from '../blocks';
import { storeCoreDataSchema } from '../src/model';
import type { SsrRender } from '../src/ssr/contract';
import { featureEnabled } from '../src/flags/featureFlags';
import { setPlatformOrigin } from '../src/links/links';
import { createStorefrontRouter } from './app/router';
import { selectedCurrency } from './app/selectedCurrency';
import { createServices } from './app/services';
import { serverBlocks } from './blocks/serverBlocks';
import { intoHead, modulePreloadLinks } from './head/intoHead';
import { serverHead } from './head/serverHead';
import {
  classAttributes,
  ICON_FEATURE,
  iconSetsOf,
  iconStylesheetLinks,
  iconStylesheets,
} from './icons/iconStylesheets';

export const render: SsrRender = async (request) => {
  const coreData = storeCoreDataSchema.parse(request.coreData);
  setPlatformOrigin(request.platformOrigin);
  const services = createServices({
    coreData,
    session: request.session,
    origin: request.origin,
    platformOrigin: request.platformOrigin ?? null,
    assets: request.assets,
    head: serverHead(
      registry,
      coreData.state.subdomain.theme,
      coreData.state.subdomain.themeOverrides,
      request.fontFaceCss,
    ),
    blocks: serverBlocks(registry),
    currency: selectedCurrency(coreData),
    get: request.get,
    now: () => request.now,
    renderedAt: request.now,
  });
  const url = new URL(request.url, request.origin);
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: () => createStorefrontRouter(services, { nonce: request.nonce }),
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { status: response.status === 307 ? 302 : response.status, redirect: location };
  }
  // The router's HTML already starts with <!DOCTYPE html>.
  const html = await response.text();
  const icons = featureEnabled(ICON_FEATURE, Object.fromEntries(url.searchParams))
    ? iconStylesheets(iconSetsOf(classAttributes(html)))
    : [];
  const blockScripts = request.blockPreload?.(services.blocks.used()) ?? [];
  const tags = iconStylesheetLinks(icons) + modulePreloadLinks(blockScripts, request.nonce);
  return { status: response.status, html: intoHead(html, tags) };
};

export { storefrontStylesheet } from './render/styles';
