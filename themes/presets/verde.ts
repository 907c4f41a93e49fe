import type { ThemeDefinition } from '../types';

/** Verde: botanical greens. Merriweather headings, a leaf-green primary on a pale sage page. */
export const verde = {
  name: 'verde',
  parent: 'base',
  values: {
    'primary.color': '#2e6b34',
    'page.background': '#f5f8f1',
    'text.color': '#1e2b1c',
    'text.muted': '#515f4b',
    'heading1.font': 'Merriweather',
    'text.font': 'Lato',
    'feature.background': '#e5eedc',
    'tag.background': '#dbe8cf',
    'border.color': '#c5d6b5',
  },
} as const satisfies ThemeDefinition;
