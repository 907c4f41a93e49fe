import { fontStylesheets } from '../themes/fontCatalogue';

/**
 * The storefront serves each catalogue font's package under /fonts/<folder>/ (server/ssr
 * fonts.ts): `@fontsource/lato/400.css` is `/fonts/lato/400.css`. The studio links the
 * stylesheets of the fonts a design uses, so the canvas draws text in its real font.
 */
export function fontStylesheetUrls(names: readonly string[]): string[] {
  return fontStylesheets(names).map((sheet) => sheet.replace(/^@fontsource\//, '/fonts/'));
}
