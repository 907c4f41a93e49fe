import type { ThemeDefinition } from '../types';
import { statusOnDark } from './statusColours';

/**
 * Deep Space (deprecated): a midnight-blue page with violet buttons, Space Grotesk headings and
 * 12px corners.
 */
export const deepSpace = {
  name: 'deepSpace',
  parent: 'base',
  deprecated: true,
  values: {
    'primary.color': '#5b3fd6',
    'page.background': '#0b1026',
    'text.color': '#dde3ff',
    'text.muted': '#a4acd4',
    'heading1.font': 'Space Grotesk',
    'text.font': 'Roboto',
    'menu.background': '#070b1c',
    'footer.background': '#070b1c',
    'border.radius': '12px',
    'shadow.default': '0 2px 10px rgba(0, 0, 0, 0.6)',
    'feature.background': '#121a3a',
    'tag.background': '#1c2550',
    'border.color': '#2c3566',
    ...statusOnDark,
  },
} as const satisfies ThemeDefinition;
