import type { ThemeDefinition } from '../types';

/**
 * Sol: full sun. A deep amber primary on a pale yellow page, a golden announcement bar, bold
 * Montserrat and 12px corners.
 */
export const sol = {
  name: 'sol',
  parent: 'base',
  values: {
    'primary.color': '#9a4a00',
    'page.background': '#fffbeb',
    'text.color': '#2b2108',
    'text.muted': '#63552c',
    'heading1.font': 'Montserrat',
    'text.font': 'Open Sans',
    'border.radius': '12px',
    'announcement.background': '#f5b700',
    'announcement.color': '#2b2108',
    'feature.background': '#fff0c2',
    'tag.background': '#ffe9a8',
    'border.color': '#f0dc9a',
  },
} as const satisfies ThemeDefinition;
