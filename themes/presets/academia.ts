import { ref } from '../reference';
import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/**
 * Academia: parchment and burgundy. Playfair Display headings in the primary colour,
 * Merriweather text, square corners and a dark library menu.
 */
export const academia = {
  name: 'academia',
  parent: 'base',
  values: {
    'primary.color': '#7a1f2b',
    'page.background': '#f7f3ea',
    'text.color': '#2a2118',
    'text.muted': '#5e5246',
    'heading1.font': 'Playfair Display',
    'heading1.color': ref('primary.color'),
    'text.font': 'Merriweather',
    'menu.background': '#2a2118',
    'menu.color': '#f7f3ea',
    'footer.background': '#2a2118',
    'footer.color': '#f7f3ea',
    'border.radius': '0px',
    'shadow.default': 'none',
    'feature.background': '#eee6d6',
    'tag.background': '#e8dcc6',
    'border.color': '#d4c6ad',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
