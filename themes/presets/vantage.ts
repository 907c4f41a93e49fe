import type { ThemeDefinition } from '../types';

/**
 * Vantage (deprecated): corporate and sharp. A petrol-blue primary, upper-case Montserrat, a
 * dark menu and square corners.
 */
export const vantage = {
  name: 'vantage',
  parent: 'base',
  deprecated: true,
  values: {
    'primary.color': '#00507a',
    'text.color': '#1b2733',
    'text.muted': '#54616e',
    'heading1.font': 'Montserrat',
    'heading1.transform': 'uppercase',
    'text.font': 'Open Sans',
    'menu.background': '#1b2733',
    'menu.color': '#ffffff',
    'border.radius': '0px',
    'feature.background': '#eef2f5',
    'tag.background': '#e1e8ee',
    'border.color': '#cdd6de',
  },
} as const satisfies ThemeDefinition;
