import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { NotFoundError } from '../../src/errors';
import {
  OFFLINE_MESSAGE,
  OFFLINE_PATH,
  OFFLINE_RETRY,
  OFFLINE_TITLE,
  SERVICE_WORKER_PATH,
  WEB_MANIFEST_PATH,
  precacheList,
  type ShellAssets,
} from '../../src/pwa/serviceWorker';
import { escapeHtml } from '../../src/ssr/escapeHtml';
import { resolvePageTheme } from '../../themes';
import { cleanOverrides, resolveStoreTheme } from '../../themes/storeTheme';
import type { AppContext } from '../context';
import type { Division } from '../store/divisionsRepository';
import { storeFromRequest } from '../store/storeFromRequest';
import { NO_ASSETS, RUNTIME_ENTRY, entryAssets, readManifest } from '../ssr/manifest';
import { serviceWorkerSource } from './worker';

const MANIFEST_FILE = '.vite/manifest.json';

/** The icon sizes an installable web app needs (Chromium asks for 192 and 512). */
export const ICON_SIZES = [192, 512] as const;
const iconPath = (size: number) => `/pwa/icon-${size}.png`;
const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#00a84f"/><circle cx="32" cy="32" r="16" fill="none" stroke="#fff" stroke-width="7"/></svg>';
const iconCache = new Map<number, Promise<Buffer>>();
const iconPng = (size: number): Promise<Buffer> => {
  let icon = iconCache.get(size);
  if (!icon) {
    icon = sharp(Buffer.from(DEFAULT_ICON_SVG), { density: 600 })
      .resize(size, size)
      .png()
      .toBuffer();
    iconCache.set(size, icon);
  }
  return icon;
};

export interface StoreLook {
  name: string;
  themeColor: string;
  background: string;
  /** The store's own favicon, else its logo, else null (the platform icon). */
  icon: string | null;
}

export interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type?: string; purpose?: string }[];
}

/**
 * The spec gives no short name: the store's name whole (launchers cut it to fit, which
 * reads better than a word cut short by us).
 */
export const shortName = (name: string): string => name.trim();

/** Dark or white text, whichever reads on a #rgb / #rrggbb colour (dark for anything else). */
export function textOn(color: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return '#1f2328';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  // White when it contrasts better than the dark text colour (luminance of #1f2328 ≈ 0.016).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.066 ? '#ffffff' : '#1f2328';
}

export function webAppManifest(look: StoreLook): WebAppManifest {
  return {
    name: look.name,
    short_name: shortName(look.name),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: look.themeColor,
    background_color: look.background,
    icons: [
      ...(look.icon ? [{ src: look.icon, sizes: 'any', purpose: 'any' }] : []),
      ...ICON_SIZES.map((size) => ({
        src: iconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
      })),
    ],
  };
}

/** The branded offline page: the store's name and colour, no session, no script. */
export function offlinePage(look: StoreLook): string {
  const color = escapeHtml(look.themeColor);
  const ink = escapeHtml(textOn(look.themeColor));
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="theme-color" content="${color}"><title>${escapeHtml(OFFLINE_TITLE)} | ${escapeHtml(look.name)}</title><style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2328;background:${escapeHtml(look.background)}}header{background:${color};color:${ink};padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}main{max-width:32rem;margin:4rem auto;padding:0 1.5rem;text-align:center}h1{font-size:1.75rem;margin:0 0 1rem}p{line-height:1.5}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:4px;background:${color};color:${ink};text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #1f2328;outline-offset:2px}</style></head><body><header>${escapeHtml(look.name)}</header><main><h1>${escapeHtml(OFFLINE_TITLE)}</h1><p>${escapeHtml(OFFLINE_MESSAGE)}</p><a href="">${escapeHtml(OFFLINE_RETRY)}</a></main></body></html>`;
}

const safeIcon = (value: string | null | undefined): string | null =>
  value && (/^\/(?!\/)/.test(value) || /^https:\/\//.test(value)) ? value : null;

async function storeLook(ctx: AppContext, division: Division): Promise<StoreLook> {
  const stored = await ctx.repos.themes.storeTheme(division.id).catch(() => null);
  const changed = cleanOverrides(stored?.overrides ?? {});
  const theme =
    Object.keys(changed).length === 0
      ? resolvePageTheme(division.theme)
      : resolveStoreTheme({ base: resolvePageTheme(division.theme).name, overrides: changed });
  const values = theme.values as Record<string, string | undefined>;
  const settings = division.settings as { favicon?: string | null };
  return {
    name: division.name,
    themeColor: values['primary.color'] ?? '#00a84f',
    background: values['page.background'] ?? values['background.color'] ?? '#ffffff',
    icon: safeIcon(settings.favicon) ?? safeIcon(division.logo),
  };
}

/**
 * The installable storefront: the store's web app manifest, the service worker for the
 * current build (root scope), its offline page and the platform icons.
 */
export function registerPwa(app: FastifyInstance, ctx: AppContext): void {
  // The worker follows the build on disk: its manifest is read again when the file changes,
  // so a deployed build is in the worker at the browsers' next update check.
  const manifestFile = join(ctx.config.clientDir, MANIFEST_FILE);
  let worker: { stamp: string; source: string } | undefined;
  const workerSource = () => {
    let stamp = 'none';
    try {
      const stat = statSync(manifestFile);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // No build (tests, dev): the worker precaches the offline page only.
    }
    if (worker?.stamp !== stamp) {
      const manifest = readManifest(ctx.config.clientDir);
      const assets: ShellAssets = manifest ? entryAssets(manifest, RUNTIME_ENTRY) : NO_ASSETS;
      worker = { stamp, source: serviceWorkerSource(precacheList(assets)) };
    }
    return worker.source;
  };
  const lookOf = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await storeLook(ctx, await storeFromRequest(ctx, request));
    } catch (error) {
      if (error instanceof NotFoundError) {
        void reply.code(404).header('cache-control', 'no-store').send({ message: error.message });
        return null;
      }
      throw error;
    }
  };

  app.get(SERVICE_WORKER_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('service-worker-allowed', '/')
      // Browsers compare the script on each update check; never let a cache answer for it.
      .header('cache-control', 'no-cache')
      .send(workerSource()),
  );

  app.get(WEB_MANIFEST_PATH, async (request, reply) => {
    const look = await lookOf(request, reply);
    if (!look) return reply;
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webAppManifest(look)));
  });

  const offline = async (request: FastifyRequest, reply: FastifyReply) => {
    const look = await lookOf(request, reply);
    if (!look) return reply;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(offlinePage(look));
  };
  app.get(OFFLINE_PATH, offline);

  for (const size of ICON_SIZES)
    app.get(iconPath(size), async (_request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await iconPng(size)),
    );
}
