/**
 * The benchmark's server process: the real app (buildApp on a fresh SQLite database with
 * a store, a seller and a homepage) and a bare Fastify route, on two loopback ports.
 * Prints one JSON line with the ports and paths, then serves until killed.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { registry } from '../../blocks';
import { render } from '../../runtime/entry-server';
import { buildApp } from '../../server/app';
import { pageOfBlocks } from '../runtime/pages';
import { defaultConfig } from '../../server/config';
import { acceptedEncoding, compressOnce } from '../../server/http/encoding';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { preparePageWrite } from '../../server/pages/preparePageWrite';
import { createRepositories } from '../../server/db/repos';
import { createRenderPool } from '../../server/ssr/renderPool';
import { ssrWorkerCount } from '../../server/ssr/ssrWorkers';

const HEAVY_PAGE_BLOCKS = 2_000;

const dataDir = mkdtempSync(join(tmpdir(), 'omnis-bench-'));
const database = openDatabase({ dataDir });
await migrateToLatest(database.db, database.dialect);
const repos = createRepositories(database.db);
const store = await repos.divisions.create({
  code: 'bench',
  name: 'Bench Store',
  subdomain: 'bench',
  theme: 'naked',
});
const fixture = JSON.parse(
  readFileSync(join(process.cwd(), 'fixtures', 'pages', 'homepage.json'), 'utf8'),
) as Record<string, unknown>;
const page = preparePageWrite({ ...fixture, divisionId: null }, { registry, pro: true });
const draft = await repos.pages.create(store.id, 'bench-home', page, {
  url: '/',
  isHomepage: true,
  published: true,
});
// Shoppers read the published version (issue 14): that is the page the benchmark reads.
const { stored } = await repos.pageVersions.publish(draft, null, new Date().toISOString());
// A heavy storefront page (issue 23): 2,000 blocks made of the homepage's, for the probe measure.
const heavy = await repos.pages.create(
  store.id,
  'bench-heavy',
  { ...page, url: '/heavy/', blocks: pageOfBlocks(page.blocks, HEAVY_PAGE_BLOCKS) },
  { url: '/heavy/', isHomepage: false, published: true },
);
await repos.pageVersions.publish(heavy, null, new Date().toISOString());

// Pages render as `npm start` renders them: in worker threads unless SSR_WORKERS=0. The
// rendered-page cache stays off (defaultConfig) so every request renders.
const threads = ssrWorkerCount(process.env.SSR_WORKERS, availableParallelism());
const pool = threads > 0 ? createRenderPool({ threads, clientDir: null }) : null;
await pool?.warm();
const ssr = pool ? pool.render : render;
const app = await buildApp({
  db: database.db,
  config: defaultConfig({ env: 'production', dataDir, defaultStore: 'bench' }),
  ssr,
});
await app.listen({ port: 0, host: '127.0.0.1' });

// Two bare routes: a tiny answer, and the same page bytes the app sends each client
// (brotli to a browser, text to a client without compression) served from memory, so
// the ratio can be read with and without the cost of moving the page's bytes.
const pageText = JSON.stringify(stored.page);
const pageBrotli = compressOnce(pageText, 'br');
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ ok: true }));
// The process's CPU time so far (both servers, every thread): the runner reads it around each load.
bare.get('/cpu', async () => process.cpuUsage());
bare.get('/bare-page', async (request, reply) => {
  reply.type('application/json; charset=utf-8');
  if (!acceptedEncoding(request.headers['accept-encoding'])) return reply.send(pageText);
  return reply.header('content-encoding', 'br').header('vary', 'accept-encoding').send(pageBrotli);
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: { address(): AddressInfo | string | null }) =>
  (server.address() as AddressInfo).port;
console.log(
  JSON.stringify({
    app: `http://127.0.0.1:${portOf(app.server)}`,
    bare: `http://127.0.0.1:${portOf(bare.server)}`,
    pagePath: `/omnis/v3/divisions/bench/pages/${stored.page.id}/?imageType=object`,
    coreDataPath: '/omnis/v3/frontend/bench/getStoreCoreData/json/',
    homePath: '/',
    heavyPath: '/heavy/',
    probePath: '/favicon.ico',
  }),
);
