import { genericFamily, type GenericFamily } from './fontStack';

/**
 * The font catalogue (font entries) and how each font is self-hosted,
 * as plain data, without a schema library (the zod schema of a font entry is in fonts.ts).
 * Block components in the shopper's browser read `fontStack` from fontStack.ts, not this.
 * Presets may only use fonts listed here: every one ships in an `@fontsource/*` package, so the
 * storefront serves its own font files and never calls a font CDN.
 */

export type FontType = 'display' | 'standard' | 'custom';

/** A font entry; defaults as fontEntrySchema applies them. */
export interface FontEntry {
  name: string;
  type: FontType[];
  size: number;
  defaultWeight: number;
  source: 'google' | 'custom';
  capitalised: boolean;
  display: 'auto' | 'block' | 'swap' | 'fallback' | 'optional';
  url?: string;
}

export { fontStack, type GenericFamily } from './fontStack';

/** Weights always requested for a font, plus its default weight. */
export const REQUESTED_WEIGHTS = [400, 700] as const;

/** The weights requested for a font: 400 and 700 plus its default weight, ascending, once each. */
export function requestedWeights(defaultWeight: number): number[] {
  return [...new Set([...REQUESTED_WEIGHTS, defaultWeight])].sort((a, b) => a - b);
}

export interface CatalogueFont extends FontEntry {
  /** The npm package that ships the font files, e.g. `@fontsource/lato`. */
  readonly package: string;
  readonly generic: GenericFamily;
  /** Weights the family has. */
  readonly weights: readonly number[];
  /**
   * Weight -> stylesheet specifier (`@fontsource/lato/700.css`) for 400, 700 and the
   * default weight, where the family has them; the browser synthesises a missing bold.
   */
  readonly stylesheets: Readonly<Record<number, string>>;
}

interface SelfHostedInput {
  name: string;
  type: FontType[];
  weights: number[];
  size?: number;
  defaultWeight?: number;
  capitalised?: boolean;
}

function selfHosted(input: SelfHostedInput): CatalogueFont {
  const { weights, ...entry } = input;
  const font: FontEntry = {
    size: 16,
    defaultWeight: 400,
    source: 'google',
    capitalised: false,
    display: 'swap',
    ...entry,
  };
  const packageName = `@fontsource/${font.name.toLowerCase().replace(/ /g, '-')}`;
  const wanted = requestedWeights(font.defaultWeight);
  const stylesheets = Object.fromEntries(
    wanted
      .filter((weight) => weights.includes(weight))
      .map((weight) => [weight, `${packageName}/${weight}.css`]),
  );
  return { ...font, package: packageName, generic: genericFamily(font.name), weights, stylesheets };
}

/** Weights below are those each @fontsource package ships (its metadata.json). */
export const fontCatalogue: readonly CatalogueFont[] = [
  selfHosted({
    name: 'Lato',
    type: ['standard', 'display'],
    weights: [100, 300, 400, 700, 900],
  }),
  selfHosted({
    name: 'Open Sans',
    type: ['standard'],
    weights: [300, 400, 500, 600, 700, 800],
  }),
  selfHosted({
    name: 'Roboto',
    type: ['standard'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  }),
  selfHosted({
    name: 'Montserrat',
    type: ['standard', 'display'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  }),
  selfHosted({
    name: 'Poppins',
    type: ['standard', 'display'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  }),
  selfHosted({
    name: 'Raleway',
    type: ['standard', 'display'],
    weights: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  }),
  selfHosted({
    name: 'Nunito',
    type: ['standard', 'display'],
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
  }),
  selfHosted({
    name: 'Merriweather',
    type: ['standard', 'display'],
    weights: [300, 400, 500, 600, 700, 800, 900],
  }),
  selfHosted({
    name: 'Playfair Display',
    type: ['display'],
    weights: [400, 500, 600, 700, 800, 900],
  }),
  // Cormorant's 400 is hairline-thin on screens; 500 is the weight it reads at.
  selfHosted({
    name: 'Cormorant Garamond',
    type: ['display'],
    weights: [300, 400, 500, 600, 700],
    size: 18,
    defaultWeight: 500,
  }),
  selfHosted({
    name: 'Oswald',
    type: ['display'],
    weights: [200, 300, 400, 500, 600, 700],
    defaultWeight: 500,
  }),
  selfHosted({
    name: 'Bebas Neue',
    type: ['display'],
    weights: [400],
    size: 20,
    capitalised: true,
  }),
  selfHosted({
    name: 'Space Grotesk',
    type: ['display', 'standard'],
    weights: [300, 400, 500, 600, 700],
  }),
  selfHosted({ name: 'Pacifico', type: ['display'], weights: [400], size: 18 }),
];

export const fontNames: readonly string[] = fontCatalogue.map((font) => font.name);

export function findFont(name: string): CatalogueFont | undefined {
  return fontCatalogue.find((font) => font.name === name);
}

/** Weights a page loads for the font: the stylesheet weights, ascending. */
export function loadedWeights(font: CatalogueFont): number[] {
  return Object.keys(font.stylesheets).map(Number);
}

/** Stylesheets to self-host the given families, each once; unknown families are skipped. */
export function fontStylesheets(names: readonly string[]): string[] {
  const sheets = names.flatMap((name) => Object.values(findFont(name)?.stylesheets ?? {}));
  return [...new Set(sheets)];
}
