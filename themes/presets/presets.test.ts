import { describe, expect, it } from 'vitest';
import type { ThemeKey } from '../base';
import {
  contrastRatio,
  MIN_CONTRAST,
  parseHexColor,
  relativeLuminance,
  type Rgba,
} from '../../src/color';
import { findFont, loadedWeights } from '../fonts';
import { getTheme, resolveTheme } from '../index';
import { keysFollowing } from '../resolve';
import { deprecatedPresets, presets } from './index';
import { TEXT_PAIRS } from '../contrastPairs';

/** The product's list of presets, copied as written. */
const SPEC_PRESETS =
  'naked, punch, outland, daze, joy, tropic, simply, charcoal, verde, spring, academia, dunes, angelo, neonCity, salt, atlantic, california, municipal, nordic, popart, wildWood, wanderlust, gallery, apothecary, popsicle, good, bubble, quiet, sol, clay, lux, teemill, teemillPro, teemillDark, teemillProDark, atlas, atlasDark';
const SPEC_DEPRECATED = 'deepSpace, vantage, tokyo, mocha, boho';

/** A theme colour; every colour a preset sets must be opaque hex. */
function opaque(hex: string): Rgba {
  const parsed = parseHexColor(hex);
  if (!parsed.ok) throw parsed.error;
  if (parsed.value.a !== 1) throw new Error(`Theme colour ${hex} is translucent`);
  return parsed.value;
}

const everyPreset = [...presets, ...deprecatedPresets];
const allNames = everyPreset.map((preset) => preset.name);
const resolved = allNames.map((name) => resolveTheme(name));

const RADIUS_KEYS = (Object.keys(resolveTheme('naked').values) as ThemeKey[]).filter((key) =>
  /[Rr]adius$/.test(key),
);

describe('preset list', () => {
  it('is the spec list, in the spec order, 37 presets', () => {
    expect(presets.map((preset) => preset.name).join(', ')).toBe(SPEC_PRESETS);
    expect(presets).toHaveLength(37);
  });

  it('keeps the deprecated presets apart, flagged, and still resolvable', () => {
    expect(deprecatedPresets.map((preset) => preset.name).join(', ')).toBe(SPEC_DEPRECATED);
    for (const preset of deprecatedPresets) {
      expect(getTheme(preset.name).deprecated).toBe(true);
      expect(resolveTheme(preset.name).deprecated).toBe(true);
    }
    for (const preset of presets) expect(resolveTheme(preset.name).deprecated).toBe(false);
  });

  it('names each preset once', () => {
    expect(new Set(allNames).size).toBe(allNames.length);
  });

  it('gives every preset its own look: no two share primary colour, page background and heading font', () => {
    const looks = resolved.map((theme) =>
      ['primary.color', 'page.background', 'heading1.font']
        .map((key) => theme.values[key as ThemeKey])
        .join(' / '),
    );
    const repeated = looks.filter((look, index) => looks.indexOf(look) !== index);
    expect(repeated).toEqual([]);
  });
});

describe.each(resolved.map((theme) => [theme.name, theme] as const))(
  'preset %s',
  (_name, theme) => {
    it('reaches WCAG AA (4.5:1) on every text and background pair', () => {
      const failing = TEXT_PAIRS.map(([fg, bg]) => ({
        pair: `${fg} on ${bg}`,
        ratio: Number(contrastRatio(opaque(theme.values[fg]), opaque(theme.values[bg])).toFixed(2)),
      })).filter(({ ratio }) => ratio < MIN_CONTRAST.text);
      expect(failing).toEqual([]);
    });

    it('uses only self-hosted catalogue fonts, at weights the page loads', () => {
      for (const family of theme.fonts) expect(findFont(family)?.name).toBe(family);
      for (const level of ['heading1', 'heading2', 'heading3'] as const) {
        const font = findFont(theme.values[`${level}.font`]);
        expect(loadedWeights(font!)).toContain(Number(theme.values[`${level}.weight`]));
      }
    });

    it('rounds corners only by 0px, 4px, 12px or 999px', () => {
      for (const key of RADIUS_KEYS)
        expect(['0px', '4px', '12px', '999px']).toContain(theme.values[key]);
    });

    it('keeps the default video id of the base theme', () => {
      expect(theme.values['video.defaultId']).toBe('dQw4w9WgXcQ');
    });
  },
);

describe('radius', () => {
  it('is 4px in the base theme, and some presets use 12px, 0px and 999px', () => {
    expect(resolveTheme('base').values['border.radius']).toBe('4px');
    const used = new Set(resolved.flatMap((theme) => RADIUS_KEYS.map((key) => theme.values[key])));
    expect([...used].sort()).toEqual(['0px', '12px', '4px', '999px']);
  });
});

/** Each Pro variant and the theme it is the Pro version of. */
const PRO_VARIANTS = [
  ['teemillPro', 'teemill'],
  ['teemillProDark', 'teemillDark'],
] as const;

describe.each(PRO_VARIANTS)('Pro variant %s', (pro, plain) => {
  it('is named for its plain variant and sets only primary keys', () => {
    expect(pro.replace('Pro', '')).toBe(plain);
    expect(getTheme(pro).parent).toBe(plain);
    expect(Object.keys(getTheme(pro).values).every((key) => key.startsWith('primary.'))).toBe(true);
  });

  it('declares every key but the primary ones exactly as its plain variant does', () => {
    const proDeclared = resolveTheme(pro).declared;
    const plainDeclared = resolveTheme(plain).declared;
    const differing = (Object.keys(proDeclared) as ThemeKey[]).filter(
      (key) => proDeclared[key] !== plainDeclared[key],
    );
    expect(differing).toEqual(['primary.color']);
  });

  it('changes the primary colour to a blue, and with it only what follows the primary colour', () => {
    const proTheme = resolveTheme(pro);
    const plainTheme = resolveTheme(plain);
    const [r, g, b] = [1, 3, 5].map((at) =>
      parseInt(proTheme.values['primary.color'].slice(at, at + 2), 16),
    ) as [number, number, number];
    expect(b).toBeGreaterThan(r + 64);
    expect(b).toBeGreaterThan(g + 64);
    const changed = (Object.keys(proTheme.values) as ThemeKey[]).filter(
      (key) => proTheme.values[key] !== plainTheme.values[key],
    );
    expect(changed).toEqual([
      'primary.color',
      ...keysFollowing(proTheme.declared, 'primary.color'),
    ]);
    expect(changed).toContain('button.background');
  });
});

/** Each Dark variant and the light theme it darkens. */
const DARK_VARIANTS = [
  ['teemillDark', 'teemill'],
  ['teemillProDark', 'teemillPro'],
  ['atlasDark', 'atlas'],
] as const;

describe.each(DARK_VARIANTS)('Dark variant %s', (dark, light) => {
  it('is named for its light variant', () => {
    expect(dark.replace(/Dark$/, '')).toBe(light);
  });

  it('has a dark page and a dark menu where its light variant has light ones', () => {
    const darkTheme = resolveTheme(dark).values;
    const lightTheme = resolveTheme(light).values;
    for (const key of ['page.background', 'menu.background'] as const) {
      expect(relativeLuminance(opaque(darkTheme[key]))).toBeLessThan(0.05);
      expect(relativeLuminance(opaque(lightTheme[key]))).toBeGreaterThan(0.7);
    }
    expect(relativeLuminance(opaque(darkTheme['text.color']))).toBeGreaterThan(0.7);
  });
});
