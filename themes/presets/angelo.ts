import type { ThemeDefinition } from '../types';

/**
 * Angelo: renaissance elegance. Playfair Display headings, Raleway text, an antique gold-brown
 * primary, square corners and an upper-case menu.
 */
export const angelo = {
  name: 'angelo',
  parent: 'base',
  values: {
    'primary.color': '#7d6220',
    'page.background': '#fffdf7',
    'text.color': '#2b2620',
    'text.muted': '#665d51',
    'heading1.font': 'Playfair Display',
    'heading1.weight': '400',
    'heading1.size': '3rem',
    'text.font': 'Raleway',
    'menu.transform': 'uppercase',
    'border.radius': '0px',
    'shadow.default': 'none',
    'feature.background': '#f6f0e3',
    'tag.background': '#efe6d2',
    'border.color': '#e2d7bf',
  },
} as const satisfies ThemeDefinition;
