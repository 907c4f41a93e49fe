import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/**
 * Wild Wood: a forest cabin. Deep green menu and footer, Playfair Display headings and Lato on a
 * warm linen page.
 */
export const wildWood = {
  name: 'wildWood',
  parent: 'base',
  values: {
    'primary.color': '#2f5233',
    'page.background': '#f3efe6',
    'text.color': '#2a2a22',
    'text.muted': '#5a5648',
    'heading1.font': 'Playfair Display',
    'text.font': 'Lato',
    'menu.background': '#2f5233',
    'menu.color': '#f3efe6',
    'footer.background': '#223b25',
    'footer.color': '#efe9da',
    'feature.background': '#e7e0d0',
    'tag.background': '#dfd6c2',
    'border.color': '#cfc4ab',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
