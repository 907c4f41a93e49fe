/**
 * The storefront's browser entry: hydrates the server-rendered document and takes over
 * navigation. Everything the first render needs is embedded in the HTML.
 */
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { registry } from '../blocks';
import { storeCoreDataSchema } from '../src/model';
import { createStorefrontRouter } from './app/router';
import { createServices } from './app/services';
import { browserGet, browserPost } from './data/http';
import { readEmbeddedState } from './data/state';

const state = readEmbeddedState(document);
const services = createServices({
  coreData: storeCoreDataSchema.parse(state.coreData),
  session: state.session,
  origin: state.origin,
  assets: state.assets,
  registry,
  get: browserGet,
  post: browserPost,
});
const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
const router = createStorefrontRouter(services, { nonce });

hydrateRoot(document, <RouterClient router={router} />);
