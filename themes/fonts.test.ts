import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  findFont,
  fontCatalogue,
  fontEntrySchema,
  fontStack,
  fontStylesheets,
  loadedWeights,
} from './fonts';

const require = createRequire(import.meta.url);
const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string> };

describe('font entry', () => {
  it('fills the spec defaults: size 16, weight 400, google source, swap display', () => {
    expect(fontEntrySchema.parse({ name: 'Lato', type: ['standard'] })).toStrictEqual({
      name: 'Lato',
      type: ['standard'],
      size: 16,
      defaultWeight: 400,
      source: 'google',
      capitalised: false,
      display: 'swap',
    });
  });

  it('accepts a font that is both display and standard, and refuses one with no type', () => {
    expect(fontEntrySchema.safeParse({ name: 'Lato', type: ['display', 'standard'] }).success).toBe(
      true,
    );
    expect(fontEntrySchema.safeParse({ name: 'Lato', type: [] }).success).toBe(false);
    expect(fontEntrySchema.safeParse({ name: 'Lato', type: ['fancy'] }).success).toBe(false);
  });

  it('needs a stylesheet url for a custom font', () => {
    const withoutUrl = fontEntrySchema.safeParse({
      name: 'Brand',
      type: ['custom'],
      source: 'custom',
    });
    expect(withoutUrl.success).toBe(false);
    expect(withoutUrl.error?.issues[0]?.message).toBe(
      'A custom font needs the url of its stylesheet',
    );
    const withUrl = fontEntrySchema.parse({
      name: 'Brand',
      type: ['custom'],
      source: 'custom',
      url: 'https://cdn.example.com/brand.css',
    });
    expect(withUrl.url).toBe('https://cdn.example.com/brand.css');
  });
});

describe('font catalogue', () => {
  it('lists each family once', () => {
    const names = fontCatalogue.map((font) => font.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(fontCatalogue.map((font) => [font.name, font] as const))(
    '%s ships in a pinned @fontsource dependency with the weights it claims',
    (name, font) => {
      expect(packageJson.dependencies[font.package]).toMatch(/^\d+\.\d+\.\d+$/);
      const metadata = require(`${font.package}/metadata.json`) as {
        family: string;
        weights: number[];
      };
      expect(metadata.family).toBe(name);
      expect(font.weights).toEqual(metadata.weights);
    },
  );

  it.each(fontCatalogue.map((font) => [font.name, font] as const))(
    '%s has self-hosted stylesheets for 400, 700 and its default weight, loading with swap',
    (name, font) => {
      const expected = [400, 700, font.defaultWeight].filter((w) => font.weights.includes(w));
      expect(loadedWeights(font)).toEqual([...new Set(expected)].sort((a, b) => a - b));
      for (const sheet of Object.values(font.stylesheets)) {
        const css = readFileSync(require.resolve(sheet), 'utf8');
        expect(css).toContain(`font-family: '${name}'`);
        expect(css).toContain('font-display: swap');
        expect(css).not.toMatch(/font-display: (?!swap)/);
      }
    },
  );

  it('asks for the default weight too when it is neither 400 nor 700', () => {
    expect(findFont('Cormorant Garamond')?.stylesheets).toStrictEqual({
      400: '@fontsource/cormorant-garamond/400.css',
      500: '@fontsource/cormorant-garamond/500.css',
      700: '@fontsource/cormorant-garamond/700.css',
    });
  });

  it('flags the capitals-only display face', () => {
    expect(findFont('Bebas Neue')?.capitalised).toBe(true);
    expect(findFont('Lato')?.capitalised).toBe(false);
  });
});

describe('fontStack', () => {
  it('quotes the family and adds its generic fallback', () => {
    expect(fontStack('Playfair Display')).toBe('"Playfair Display", serif');
    expect(fontStack('Pacifico')).toBe('"Pacifico", cursive');
    expect(fontStack('Lato')).toBe('"Lato", sans-serif');
  });

  it('falls back to sans-serif for a family outside the catalogue', () => {
    expect(fontStack('Brand Sans')).toBe('"Brand Sans", sans-serif');
    expect(fontStack('constructor')).toBe('"constructor", sans-serif');
  });

  it('gives each catalogue font the generic family its design has', () => {
    expect(Object.fromEntries(fontCatalogue.map((font) => [font.name, font.generic]))).toEqual({
      Lato: 'sans-serif',
      'Open Sans': 'sans-serif',
      Roboto: 'sans-serif',
      Montserrat: 'sans-serif',
      Poppins: 'sans-serif',
      Raleway: 'sans-serif',
      Nunito: 'sans-serif',
      Merriweather: 'serif',
      'Playfair Display': 'serif',
      'Cormorant Garamond': 'serif',
      Oswald: 'sans-serif',
      'Bebas Neue': 'sans-serif',
      'Space Grotesk': 'sans-serif',
      Pacifico: 'cursive',
    });
  });
});

describe('fontStylesheets', () => {
  it('lists each stylesheet once and skips unknown families', () => {
    expect(fontStylesheets(['Lato', 'Bebas Neue', 'Lato', 'Brand Sans'])).toEqual([
      '@fontsource/lato/400.css',
      '@fontsource/lato/700.css',
      '@fontsource/bebas-neue/400.css',
    ]);
  });
});
