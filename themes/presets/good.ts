import type { ThemeDefinition } from '../types';

/**
 * Good: warm and plain-spoken. A brick-red primary on cream, bold Poppins headings over Roboto,
 * 12px corners.
 */
export const good = {
  name: 'good',
  parent: 'base',
  values: {
    'primary.color': '#b3323f',
    'page.background': '#fffdf6',
    'text.color': '#262420',
    'text.muted': '#5c5850',
    'heading1.font': 'Poppins',
    'text.font': 'Roboto',
    'border.radius': '12px',
    'feature.background': '#f6f1e3',
    'tag.background': '#f1e9d4',
    'border.color': '#e3dac4',
  },
} as const satisfies ThemeDefinition;
