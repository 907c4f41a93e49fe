/**
 * The studio's paths (spec, routes): `/studio/{customiseItUrl?}/`,
 * `/design-your-own-t-shirt/{customiseItUrl?}/` and the aliases for men's, women's, kids'
 * and other custom-printed categories; each alias opens on its base product.
 * `/custom/` redirects to `/design-your-own-t-shirt/`.
 */
export const STUDIO_PATH = '/studio';
export const DESIGN_YOUR_OWN_PATH = '/design-your-own-t-shirt';
export const CUSTOM_REDIRECT = { from: '/custom', to: '/design-your-own-t-shirt/' } as const;

const CATEGORY_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['t-shirt', 't-shirt'],
  ['sweater', 'sweater'],
  ['hoodie', 'hoodie'],
  ['baseball-tee', 't-shirt'],
  ['tote-bag', 'tote-bag'],
];
const AUDIENCES = ['mens', 'womens', 'kids'] as const;

/** Alias path (without trailing slash) -> the base product it opens on. */
export const STUDIO_ALIASES: Readonly<Record<string, string>> = Object.fromEntries([
  [STUDIO_PATH, 't-shirt'],
  [DESIGN_YOUR_OWN_PATH, 't-shirt'],
  ...CATEGORY_ALIASES.flatMap(([slug, kind]) => [
    [`/design-your-own-${slug}`, kind],
    ...AUDIENCES.map((audience) => [`/design-your-own-${audience}-${slug}`, kind]),
  ]),
  ['/design-your-own-sticker', 'sticker'],
  ['/design-your-own-art-print', 'art-print'],
]);

/** The paths the studio owns: no seller page may take them. */
export const STUDIO_PATHS: readonly string[] = Object.keys(STUDIO_ALIASES);
