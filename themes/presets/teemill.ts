import type { ThemeDefinition } from '../types';

/**
 * Teemill: the platform's own look and the default theme. The base theme with a deeper green
 * primary, so white button text reaches AA contrast, and Poppins headings.
 */
export const teemill = {
  name: 'teemill',
  parent: 'base',
  values: {
    'primary.color': '#007a3d',
    'heading1.font': 'Poppins',
  },
} as const satisfies ThemeDefinition;
