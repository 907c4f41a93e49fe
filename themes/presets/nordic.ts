import type { ThemeDefinition } from '../types';

/**
 * Nordic: snow, birch and fjord blue. Soft Nunito headings over Lato, pale neutral surfaces and
 * a faint shadow.
 */
export const nordic = {
  name: 'nordic',
  parent: 'base',
  values: {
    'primary.color': '#3f5f86',
    'page.background': '#fafaf7',
    'text.color': '#2e3440',
    'text.muted': '#5a616e',
    'heading1.font': 'Nunito',
    'text.font': 'Lato',
    'shadow.default': '0 1px 2px rgba(46, 52, 64, 0.08)',
    'feature.background': '#eef0ec',
    'tag.background': '#e6e9e3',
    'border.color': '#d8dcd6',
  },
} as const satisfies ThemeDefinition;
