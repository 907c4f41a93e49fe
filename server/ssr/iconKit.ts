import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_MS = 31_536_000_000;

/**
 * The self-hosted Font Awesome kit under /fontawesome/ (storefront: no third-party CDN;
 * pages link it only when they show an icon, runtime/icons/iconStylesheets.ts). Only the
 * stylesheets and webfonts are reachable; the stylesheets load `../webfonts/*.woff2`
 * relative to themselves. Cached a year: the package never changes a file in place.
 */
export async function registerIconKit(app: FastifyInstance): Promise<void> {
  const root = dirname(
    createRequire(import.meta.url).resolve('@fortawesome/fontawesome-free/package.json'),
  );
  await app.register(fastifyStatic, {
    root,
    prefix: '/fontawesome/',
    decorateReply: false,
    immutable: true,
    maxAge: YEAR_MS,
    allowedPath: (path) => /^\/(css\/[a-z0-9-]+\.min\.css|webfonts\/[a-z0-9-]+\.woff2)$/.test(path),
  });
}
