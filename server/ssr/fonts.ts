import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fontCatalogue } from '../../themes/fonts';

const YEAR_MS = 31_536_000_000;

/** `@fontsource/lato` -> `lato`: the folder name under /fonts/. */
export const fontFolder = (packageName: string): string =>
  packageName.replace(/^@fontsource\//, '');

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

const packageRoots = (() => {
  let roots: Map<string, string> | undefined;
  return (): Map<string, string> => {
    if (!roots) {
      const require = createRequire(import.meta.url);
      roots = new Map(
        fontCatalogue.map((font) => [
          fontFolder(font.package),
          dirname(require.resolve(`${font.package}/package.json`)),
        ]),
      );
    }
    return roots;
  };
})();

const FONT_STYLESHEET = /^\/fonts\/([a-z0-9-]+)\/([a-z0-9-]+\.css)$/;
const faceCache = new Map<string, string>();

/**
 * The @font-face rules of catalogue font stylesheets (`/fonts/lato/400.css`), read once
 * from their packages, with `./files/...` made absolute (`/fonts/lato/files/...`) so they
 * work inline in any page. A URL outside the catalogue adds nothing.
 */
export function fontFaceCss(stylesheetUrls: readonly string[]): string {
  return stylesheetUrls
    .map((url) => {
      let css = faceCache.get(url);
      if (css === undefined) {
        const match = FONT_STYLESHEET.exec(url);
        const root = match ? packageRoots().get(match[1]!) : undefined;
        css =
          root && match
            ? readFileSync(join(root, match[2]!), 'utf8').replaceAll(
                'url(./files/',
                `url(/fonts/${match[1]}/files/`,
              )
            : '';
        faceCache.set(url, css);
      }
      return css;
    })
    .filter((css) => css !== '')
    .join('\n');
}
