import type { ThemeDefinition } from '../types';

/**
 * Atlas: the back-office look. An indigo primary, white cards on a cool grey page, Poppins
 * headings over Open Sans.
 */
export const atlas = {
  name: 'atlas',
  parent: 'base',
  values: {
    'primary.color': '#3949ab',
    'page.background': '#f5f6fa',
    'text.color': '#1c2033',
    'text.muted': '#535a70',
    'heading1.font': 'Poppins',
    'text.font': 'Open Sans',
    'menu.background': '#ffffff',
    'card.background': '#ffffff',
    'box.background': '#ffffff',
    'form.background': '#ffffff',
    'feature.background': '#e9ebf3',
    'tag.background': '#e0e3ef',
    'border.color': '#d0d4e2',
  },
} as const satisfies ThemeDefinition;
