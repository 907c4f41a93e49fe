import type { ThemeDefinition } from '../types';

/**
 * Wanderlust: travel posters. Light upper-case Raleway headings, a deep lagoon-blue primary,
 * airy white page and 12px corners.
 */
export const wanderlust = {
  name: 'wanderlust',
  parent: 'base',
  values: {
    'primary.color': '#00687f',
    'text.color': '#1d2b36',
    'text.muted': '#526170',
    'heading1.font': 'Raleway',
    'heading1.weight': '400',
    'heading1.transform': 'uppercase',
    'text.font': 'Open Sans',
    'border.radius': '12px',
    'shadow.default': '0 6px 18px rgba(0, 104, 127, 0.12)',
    'feature.background': '#eaf4f6',
    'tag.background': '#dcedf1',
    'border.color': '#c8e0e6',
  },
} as const satisfies ThemeDefinition;
