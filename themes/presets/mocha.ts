import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/**
 * Mocha (deprecated): a coffee house. Espresso-brown primary and footer on a latte page,
 * Merriweather headings over Nunito, 12px corners.
 */
export const mocha = {
  name: 'mocha',
  parent: 'base',
  deprecated: true,
  values: {
    'primary.color': '#6f4e37',
    'page.background': '#f4ece4',
    'text.color': '#3a2a20',
    'text.muted': '#665144',
    'heading1.font': 'Merriweather',
    'text.font': 'Nunito',
    'border.radius': '12px',
    'footer.background': '#3a2a20',
    'footer.color': '#f4ece4',
    'feature.background': '#eadccf',
    'tag.background': '#e4d3c3',
    'border.color': '#d6c1ad',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
