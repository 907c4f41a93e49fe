import type { ThemeDefinition } from '../types';

/**
 * Punch: loud poster type. Capitals-only Bebas Neue headings, a hot raspberry primary, square
 * corners and upper-case buttons and menu.
 */
export const punch = {
  name: 'punch',
  parent: 'base',
  values: {
    'primary.color': '#c8004a',
    'text.color': '#1a1a1a',
    'text.muted': '#555555',
    'heading1.font': 'Bebas Neue',
    'heading1.weight': '400',
    'heading1.size': '3.25rem',
    'heading1.transform': 'uppercase',
    'text.font': 'Montserrat',
    'menu.transform': 'uppercase',
    'button.transform': 'uppercase',
    'border.radius': '0px',
    'shadow.default': 'none',
    'feature.background': '#fff0f5',
    'tag.background': '#ffe0ec',
    'border.color': '#1a1a1a',
  },
} as const satisfies ThemeDefinition;
