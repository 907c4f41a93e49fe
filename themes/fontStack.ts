/**
 * A font family as a CSS font-family value, small enough for block components in the
 * shopper's browser: the font catalogue (fontCatalogue.ts) stays on the server and in
 * the editor. The catalogue takes each font's generic family from here.
 */

/** The CSS generic family a font falls back to while loading or if it fails. */
export type GenericFamily = 'serif' | 'sans-serif' | 'cursive' | 'monospace';

/** The catalogue fonts that do not fall back to sans-serif. */
const NOT_SANS_SERIF: Readonly<Record<string, GenericFamily>> = {
  Merriweather: 'serif',
  'Playfair Display': 'serif',
  'Cormorant Garamond': 'serif',
  Pacifico: 'cursive',
};

/** A font's generic family: sans-serif for any font not listed, the catalogue's or not. */
export function genericFamily(name: string): GenericFamily {
  return Object.hasOwn(NOT_SANS_SERIF, name)
    ? (NOT_SANS_SERIF[name] as GenericFamily)
    : 'sans-serif';
}

/** The value for a CSS font-family declaration: the quoted family, then its generic fallback. */
export function fontStack(name: string): string {
  return `"${name}", ${genericFamily(name)}`;
}
