import type { ThemeDefinition } from '../types';
import { statusOnDark } from './statusColours';

/** Atlas Dark: Atlas on a dark page and dark menu, cards one step lighter than the page. */
export const atlasDark = {
  name: 'atlasDark',
  parent: 'atlas',
  values: {
    'page.background': '#14161f',
    'text.color': '#e6e8f0',
    'text.muted': '#a5aac0',
    'menu.background': '#1b1e2a',
    'card.background': '#1b1e2a',
    'box.background': '#1b1e2a',
    'form.background': '#14161f',
    'shadow.default': '0 1px 3px rgba(0, 0, 0, 0.6)',
    'feature.background': '#1b1e2a',
    'tag.background': '#262a3a',
    'border.color': '#353a4d',
    ...statusOnDark,
  },
} as const satisfies ThemeDefinition;
