import type { FontRequest } from '../../themes/fontBatch';
import type { StorefrontState } from '../data/state';

/** The style elements of the document head, found again by id in the browser. */
export const THEME_STYLE_ID = 'sf-theme';
export const STYLESHEET_ID = 'sf-styles';
export const FONT_FACES_ID = 'sf-fonts';

/**
 * What every storefront document's head carries: the store theme as CSS custom properties
 * (in the SSR HTML, so there is no flash of unstyled content), the one stylesheet (base,
 * shell, screens, grid and every block type's styles), the self-hosted font stylesheets
 * and the theme colour. The server works it out; the browser reuses the server's, so it
 * never needs the theme presets or the block registry to hydrate.
 */
export interface StorefrontHead {
  themeCss: string;
  stylesheet: string;
  themeColor: string;
  fontStylesheets: string[];
  /** The theme's font batch, which the browser loads and reports on <html> (useFontLoading). */
  fonts: FontRequest[];
  /** The font stylesheets' rules, inlined by the server ('' when they are linked instead). */
  fontFaces: string;
}

/** The head in the browser: the server's style elements' text and the embedded small part. */
export function headFromDocument(
  doc: Pick<Document, 'getElementById'>,
  embedded: StorefrontState['head'],
): StorefrontHead {
  return {
    themeCss: doc.getElementById(THEME_STYLE_ID)?.textContent ?? '',
    stylesheet: doc.getElementById(STYLESHEET_ID)?.textContent ?? '',
    fontFaces: doc.getElementById(FONT_FACES_ID)?.textContent ?? '',
    ...embedded,
  };
}
