import { rememberReferral } from '../affiliates/referrals';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, NotFoundError } from '../../src/errors';
import { DASHBOARD_GUARDS, redirectOf, runGuards } from '../../src/guards';
import type { StoreCoreData } from '../../src/model';
import type { SsrApiGet, SsrRender } from '../../src/ssr/contract';
import type { SsrApiGetText, SsrHostRequest } from './renderTask';
import { sessionView } from '../accounts/session';
import type { AppContext } from '../context';
import { guardStateOfRequest } from '../access/guardState';
import { coreDataFor } from '../store/coreDataRoutes';
import { storeFromRequest } from '../store/storeFromRequest';
import { UPLOADS_URL, uploadsDir } from '../images/routes';
import { faviconPng } from './favicon';
import { registerPwa } from '../pwa';
import { registerIconKit } from './iconKit';
import { registerSitemap } from './sitemap';
import { fontFaceCss, registerFonts } from './fonts';
import {
  blockPreload,
  ATLAS_ENTRY,
  DASHBOARD_ENTRY,
  entryAssets,
  NO_ASSETS,
  readBlockChunks,
  readManifest,
  RUNTIME_ENTRY,
  type BlockChunks,
  type EntryAssets,
  type Manifest,
} from './manifest';
import { dashboardShell, errorPage, notFoundPage } from './shells';
import { apiUrl } from '../http/apiUrl';
import { withTrackingSources } from '../http/securityHeaders';
import { trackingCspSources } from '../../src/tracking/trackingScripts';
import { injectInProcess } from '../http/requestLog';
import { sharedLimitsClient } from '../accounts/sharedLimitsClient';
import {
  createPageCache,
  NONCE_PLACEHOLDER,
  pageCacheKey,
  storeFingerprint,
  variationOf,
  type PageCache,
} from './pageCache';

/**
 * Everything that is not the API: built assets and uploads (immutable, cached a year),
 * the favicon, the dashboard shell (the editor renders in the browser), and every other
 * GET rendered by the storefront's SSR entry with the shopper's core data and session.
 */
const YEAR_SECONDS = 31_536_000;

const serializeCookies = (cookies: Record<string, string | undefined>): string =>
  Object.entries(cookies)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

export async function registerSsrHost(
  app: FastifyInstance,
  ctx: AppContext,
  ssr: SsrRender | undefined,
): Promise<void> {
  let manifest: Manifest | null | undefined;
  let blockChunks: BlockChunks | undefined;
  const assetsByEntry = new Map<string, EntryAssets>();
  // Read lazily and kept: a build made after start-up is picked up on first use.
  const assetsOf = (entry: string): EntryAssets => {
    manifest ??= readManifest(ctx.config.clientDir);
    if (!manifest) return NO_ASSETS;
    let assets = assetsByEntry.get(entry);
    if (!assets) assetsByEntry.set(entry, (assets = entryAssets(manifest, entry)));
    return assets;
  };
  const blockPreloadOf = (types: readonly string[]) => {
    blockChunks ??= readBlockChunks(ctx.config.clientDir);
    return blockPreload(blockChunks, types, assetsOf(RUNTIME_ENTRY));
  };

  await app.register(fastifyStatic, {
    root: join(ctx.config.clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
    cacheControl: true,
    // The build writes .br and .gz beside each asset (vite.config.ts): sent as the browser accepts.
    preCompressed: true,
  });
  await app.register(fastifyStatic, {
    root: uploadsDir(ctx.config.dataDir),
    prefix: `${UPLOADS_URL}/`,
    decorateReply: false,
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
  });

  await registerFonts(app);
  registerSitemap(app, ctx); // GET /sitemap.xml: listed pages, products and collections (runtime issue 5)
  await registerIconKit(app); // /fontawesome/: the self-hosted icon kit pages with icons link (runtime issue 5)

  app.get('/favicon.ico', async (_request, reply) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await faviconPng()),
  );

  // The installable storefront: /sw.js for this build, /manifest.webmanifest, /offline/ (issue 22).
  registerPwa(app, ctx);

  // The dashboard's guards run here too (src/guards): its app is sent only to those they let in.
  const dashboard = async (request: FastifyRequest, reply: FastifyReply) => {
    const division = await storeFromRequest(ctx, request).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    const target =
      division &&
      redirectOf(
        runGuards(DASHBOARD_GUARDS, guardStateOfRequest(request.auth, division, request.url)),
      );
    if (target) return reply.header('cache-control', 'no-store').redirect(target);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(dashboardShell(assetsOf(DASHBOARD_ENTRY), request.cspNonce));
  };
  app.get('/dashboard', dashboard);
  app.get('/dashboard/*', dashboard);
  // The notifications builder keeps the spec's path; it is a dashboard screen all the same.
  app.get('/marketing-tools/*', dashboard);
  // The plugins screens keep the spec's paths (/plugins/, /plugins/{code}) too.
  app.get('/plugins', dashboard);
  app.get('/plugins/*', dashboard);

  // Atlas, the staff app: signed out, to sign in and back; signed in, the app, whose
  // first call (GET /atlas/me/, behind the staff guard) says who may use it.
  const atlas = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!request.auth.user)
      return reply.redirect(`/login/?redirect_uri=${encodeURIComponent('/atlas/')}`);
    return reply
      .type('text/html; charset=utf-8')
      .send(dashboardShell(assetsOf(ATLAS_ENTRY), request.cspNonce, 'Atlas'));
  };
  app.get('/atlas', atlas);
  app.get('/atlas/*', atlas);

  // Error pages are never kept; a rendered page keeps the cache policy core data chose.
  const html = (reply: FastifyReply, status: number, body: string) => {
    if (status !== 200 || !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return reply.status(status).type('text/html; charset=utf-8').send(body);
  };

  // Anything else that is not a GET of a storefront path.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ message: 'Not found' }),
  );
  if (!ssr) return;

  // Rendered anonymous pages (server/ssr/pageCache.ts), shared through Redis when set.
  let pageCache: PageCache | null = null;
  if (ctx.config.pageCacheTtlMs > 0) {
    const redis = ctx.config.redisUrl ? sharedLimitsClient(ctx.config.redisUrl) : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    pageCache = createPageCache({
      now: Date.now,
      ttlMs: ctx.config.pageCacheTtlMs,
      redis,
      redisPrefix: ctx.config.redisPrefix,
      onError: (error) => app.log.warn({ err: error }, 'page cache unavailable'),
    });
  }

  // Every other GET is a storefront path: a catch-all route (not the not-found handler) so
  // route hooks such as compression (server/http/compression.ts) apply to its HTML.
  app.get('/*', async (request, reply) => {
    let coreData: StoreCoreData;
    try {
      coreData = await coreDataFor(ctx, request, reply);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return html(reply, 404, notFoundPage(error.message));
      throw error;
    }
    await rememberReferral(ctx, request, reply, coreData.state.subdomain.division.id);
    const origin = `${request.protocol}://${request.host}`;
    // The store's tracking hosts (only those of its configured plugins) join the page's CSP.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header(
        'content-security-policy',
        withTrackingSources(policy, trackingCspSources(coreData.state.subdomain.plugins)),
      );
    // Only a visitor with no session (no basket, no account) may get a page another saw,
    // and never on a password-protected store (what it shows depends on the visitor's
    // store-password proof).
    const variation = variationOf(coreData);
    const anonymous =
      request.auth.session === null &&
      request.auth.user === null &&
      request.auth.storeAccess === undefined &&
      !coreData.state.subdomain.passwordProtected;
    const cacheKey =
      pageCache && anonymous
        ? pageCacheKey({
            storeId: coreData.state.subdomain.division.id,
            fingerprint: await storeFingerprint(
              ctx.db,
              coreData.state.subdomain.division.id,
              coreData,
            ),
            variation,
            currency: coreData.state.currency,
            origin,
            url: request.url,
          })
        : null;
    const withNonce = (page: string) =>
      cacheKey ? page.replaceAll(NONCE_PLACEHOLDER, request.cspNonce) : page;
    if (pageCache && cacheKey) {
      const kept = await pageCache.get(cacheKey);
      if (kept) {
        reply.header('x-page-cache', 'hit');
        for (const [name, value] of Object.entries(kept.headers)) reply.header(name, value);
        return html(reply, 200, withNonce(kept.html));
      }
      reply.header('x-page-cache', 'miss');
    }
    const getText: SsrApiGetText = async (path, query) => {
      const response = await injectInProcess(app, {
        method: 'GET',
        url: apiUrl(path, query),
        headers: {
          cookie: serializeCookies(request.cookies),
          host: request.headers.host ?? 'localhost',
          accept: 'application/json',
        },
      });
      return { status: response.statusCode, text: response.body };
    };
    const get: SsrApiGet = async (path, query) => {
      const answer = await getText(path, query);
      let body: unknown = answer.text;
      try {
        body = JSON.parse(answer.text);
      } catch {
        // Not JSON: hand the text back as it is.
      }
      return { status: answer.status, body };
    };
    const ssrRequest: SsrHostRequest = {
      url: request.url,
      origin,
      platformOrigin: ctx.config.platformOrigin,
      coreData,
      session: sessionView(request.auth),
      get,
      // A worker pool reads the raw answers and parses them on its own thread.
      getText,
      // A page to keep carries a placeholder, replaced by each response's own nonce.
      nonce: cacheKey ? NONCE_PLACEHOLDER : request.cspNonce,
      now: ctx.config.clock(),
      fontFaceCss,
      assets: assetsOf(RUNTIME_ENTRY),
      blockPreload: blockPreloadOf,
    };
    try {
      const result =
        pageCache && cacheKey
          ? await pageCache.once(cacheKey, async () => {
              const rendered = await ssr(ssrRequest);
              if (rendered.status === 200 && !rendered.redirect && rendered.html !== undefined)
                await pageCache.set(cacheKey, {
                  html: rendered.html,
                  headers: rendered.headers ?? {},
                });
              return rendered;
            })
          : await ssr(ssrRequest);
      if (result.redirect)
        return reply
          .header('cache-control', 'no-store')
          .redirect(
            result.redirect,
            result.status >= 300 && result.status < 400 ? result.status : 302,
          );
      for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
      return html(reply, result.status, withNonce(result.html ?? ''));
    } catch (error) {
      request.log.error({ err: error }, 'storefront render failed');
      return html(reply, 500, errorPage());
    }
  });
}
