/**
 * Font Awesome, self-hosted (no third-party CDN): `<Icon>` (src/media) renders class names
 * such as `fa-solid fa-truck`, and the page links the kit's stylesheets only when it shows
 * an icon. The server serves the package under /fontawesome/ (server/ssr/iconFont.ts).
 *
 * Why the kit and not inline SVG: sellers type any of the free icon names, and the kit
 * costs no JavaScript. Measured (7.3.1): core CSS 16.7 KB gzip, solid/regular CSS 0.3 KB
 * each, brands CSS 5.2 KB, and the one webfont a page's icons use (solid 119 KB, regular
 * 19.5 KB, brands 115 KB), all cached for a year; a page without icons loads none of it.
 * An inline-SVG set of 40 common icons would be about 6 KB gzip of JavaScript in every
 * block chunk that draws an icon, and would limit sellers to that set.
 */
export const ICON_KIT_BASE = '/fontawesome';

export const ICON_SETS = ['solid', 'regular', 'brands'] as const;
export type IconSetName = (typeof ICON_SETS)[number];

/** The feature flag that governs the icon kit (on by default). */
export const ICON_FEATURE = 'fontawesome';

/** The icon sets the given class names use (`fa-solid`, `fa-regular`, `fa-brands`). */
export function iconSetsOf(classNames: Iterable<string>): IconSetName[] {
  const used = new Set<string>();
  for (const className of classNames)
    for (const token of className.split(/\s+/))
      if (token.startsWith('fa-')) used.add(token.slice(3));
  return ICON_SETS.filter((set) => used.has(set));
}

/** Every class attribute of server-rendered markup. */
export function classAttributes(markup: string): string[] {
  return [...markup.matchAll(/\sclass="([^"]*)"/g)].map((match) => match[1] ?? '');
}

/** The stylesheets for these sets: the kit's core, then one per set; none without icons. */
export function iconStylesheets(sets: readonly IconSetName[]): string[] {
  if (sets.length === 0) return [];
  return [
    `${ICON_KIT_BASE}/css/fontawesome.min.css`,
    ...sets.map((set) => `${ICON_KIT_BASE}/css/${set}.min.css`),
  ];
}

/** The link tags of the stylesheets, for the end of a server-rendered head (head/intoHead.ts). */
export function iconStylesheetLinks(stylesheets: readonly string[]): string {
  return stylesheets
    .map((href) => `<link rel="stylesheet" href="${href}" data-icon-kit="">`)
    .join('');
}
