import type { ThemeDefinition } from '../types';

/**
 * Tokyo (deprecated): crimson on rice paper. Upper-case Space Grotesk headings over Poppins,
 * square corners.
 */
export const tokyo = {
  name: 'tokyo',
  parent: 'base',
  deprecated: true,
  values: {
    'primary.color': '#bc002d',
    'page.background': '#fdfcf9',
    'text.color': '#1b1b1b',
    'text.muted': '#5a5a5a',
    'heading1.font': 'Space Grotesk',
    'heading1.transform': 'uppercase',
    'text.font': 'Poppins',
    'border.radius': '0px',
    'feature.background': '#f4efe6',
    'tag.background': '#f8e1e6',
    'border.color': '#e2dcd0',
  },
} as const satisfies ThemeDefinition;
