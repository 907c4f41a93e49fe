import type { ThemeDefinition } from '../types';

/** Spring: blossom pink on fresh mint. Round Nunito headings, 12px corners and pill buttons. */
export const spring = {
  name: 'spring',
  parent: 'base',
  values: {
    'primary.color': '#c2255c',
    'page.background': '#f4fbf6',
    'text.color': '#1f3a2b',
    'text.muted': '#4a6656',
    'heading1.font': 'Nunito',
    'text.font': 'Open Sans',
    'border.radius': '12px',
    'button.borderRadius': '999px',
    'feature.background': '#e3f5e9',
    'tag.background': '#fde2ec',
    'border.color': '#c8e6d2',
  },
} as const satisfies ThemeDefinition;
