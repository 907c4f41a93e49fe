import { findFont, requestedWeights, type FontEntry } from './fontCatalogue';

/** One font of a page's batch: the weights asked for and how text shows meanwhile. */
export interface FontRequest {
  family: string;
  /** 400 and 700 always, plus the font's default weight; ascending, each once. */
  weights: number[];
  display: FontEntry['display'];
}

/**
 * The batch of fonts a page loads, from its theme's font names (catalogue fonts only,
 * each once, in the theme's order): each with the weights 400 and 700 plus its default
 * weight; the last font of the batch uses swap display (the others keep their entry's
 * display mode), so the batch never holds text invisible while it loads.
 */
export function fontLoadBatch(names: readonly string[]): FontRequest[] {
  const fonts = [...new Set(names)].flatMap((name) => {
    const font = findFont(name);
    return font ? [font] : [];
  });
  return fonts.map((font, index) => ({
    family: font.name,
    weights: requestedWeights(font.defaultWeight),
    display: index === fonts.length - 1 ? 'swap' : font.display,
  }));
}

/** The CSS font shorthands `document.fonts.load` takes for a request: `700 1em "Lato"`. */
export function fontFaceQueries(request: FontRequest): string[] {
  return request.weights.map((weight) => `${weight} 1em "${request.family}"`);
}
