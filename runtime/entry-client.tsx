/**
 * The storefront's browser entry: hydrates the server-rendered document and takes over
 * navigation. Everything the first render needs is embedded in the HTML: core data and
 * session in the state element, the page's data in the router's dehydration, the head's
 * CSS in its style elements. No schema, registry or theme preset is loaded to start.
 */
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Transport } from '../src/api/transport';
import { setPlatformOrigin } from '../src/links/links';
import { bootStorefront } from './app/boot';
import { isThemePreviewMode } from './app/themePreviewMode';
import { watchChunkFailures } from './app/recoverChunk';
import { describeCollectorPage, sendToCollector } from './app/collector';
import { createStorefrontRouter } from './app/router';
import { createServices } from './app/services';
import { clientBlocks } from './blocks/clientBlocks';
import { browserGet, browserPost } from './data/http';
import { storeClock } from './app/storeClock';
import { readEmbeddedState, type StorefrontState } from './data/state';
import { pageNonce } from './head/pageNonce';
import { headFromDocument } from './head/storefrontHead';
import { FailedToLoadScreen } from './screens/FailedToLoadScreen';
import { registerServiceWorker } from './serviceWorker/register';

/** The API client's transport, loaded with the first loader or basket action that needs it. */
const transport: Transport = async (request) =>
  (await import('../src/api/transport')).fetchTransport()(request);

function start(state: StorefrontState) {
  // Before the first render, so hydrated links match the server's.
  setPlatformOrigin(state.platformOrigin);
  describeCollectorPage({
    currency: state.currency.code,
    division: state.coreData.state.subdomain.division,
  });
  const services = createServices({
    coreData: state.coreData,
    session: state.session,
    origin: state.origin,
    platformOrigin: state.platformOrigin,
    assets: state.assets,
    head: headFromDocument(document, state.head),
    blocks: clientBlocks(),
    currency: state.currency,
    get: browserGet,
    post: browserPost,
    transport,
    now: storeClock(state.renderedAt, Date.now()),
    renderedAt: state.renderedAt,
  });
  const nonce = pageNonce();
  const router = createStorefrontRouter(services, { nonce });
  hydrateRoot(document, <RouterClient router={router} />);
  // The root service worker (offline page, precached shell, the spec's update rule).
  // Bundled with this entry (1 KB), not loaded on demand: a chunk fetched as hydration
  // ends is a script the page's HTML does not name (tests/e2e/runtime-navigation.e2e.ts).
  if (!isThemePreviewMode(window) && 'serviceWorker' in navigator) {
    void Promise.resolve()
      .then(() =>
        registerServiceWorker({
          onRouteChange: (listener) =>
            router.subscribe('onResolved', (event) => {
              if (event.fromLocation)
                listener(event.fromLocation.pathname, event.toLocation.pathname);
            }),
          allowReload: () =>
            router.state.matches.findLast((match) => match.staticData.meta)?.staticData.meta
              ?.allowReload ?? true,
        }),
      )
      .catch(() => undefined);
  }
  // The theme editor's live preview: loaded only inside its frame, never for shoppers.
  if (isThemePreviewMode(window)) {
    void import('./app/themePreview').then(({ listenForThemePreview }) =>
      listenForThemePreview(window),
    );
  }
}

/** The failed-to-load screen over the whole page (it may be all the shopper can use). */
function showFailure() {
  sendToCollector('core-data-failed', {});
  const container = document.createElement('div');
  container.setAttribute(
    'style',
    'position:fixed;inset:0;z-index:1000;overflow:auto;background:var(--page-background,#fff)',
  );
  document.body.append(container);
  createRoot(container).render(<FailedToLoadScreen />);
}

watchChunkFailures();
void bootStorefront({
  readState: () => readEmbeddedState(document),
  start,
  showFailure,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
