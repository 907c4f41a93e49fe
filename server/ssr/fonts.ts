import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fontCatalogue } from '../../themes/fonts';

const YEAR_MS = 31_536_000_000;

/** `@fontsource/lato` -> `lato`: the folder name under /fonts/. */
export const fontFolder = (packageName: string): string => packageName.replace(/^@fontsource\//, '');

/**
 * Self-hosted fonts (issue 5: no third-party font CDN): each catalogue font's @fontsource
 * package is served whole under /fonts/<name>/ (its stylesheets load `./files/*.woff2`
 * relative to themselves), cached for a year since package files never change in place.
 * Only packages in the theme catalogue are reachable.
 */
export async function registerFonts(app: FastifyInstance): Promise<void> {
  const require = createRequire(import.meta.url);
  const packages = [...new Set(fontCatalogue.map((font) => font.package))];
  for (const packageName of packages) {
    const root = dirname(require.resolve(`${packageName}/package.json`));
    await app.register(fastifyStatic, {
      root,
      prefix: `/fonts/${fontFolder(packageName)}/`,
      decorateReply: false,
      immutable: true,
      maxAge: YEAR_MS,
      allowedPath: (path) => /\.(css|woff2?)$/.test(path),
    });
  }
}
