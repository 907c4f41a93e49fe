import type { ThemeDefinition } from '../types';

/**
 * Gallery: the white cube. Black and white only, light Space Grotesk headings set large, square
 * corners, no shadows, hairline borders.
 */
export const gallery = {
  name: 'gallery',
  parent: 'base',
  values: {
    'primary.color': '#0a0a0a',
    'text.color': '#0a0a0a',
    'text.muted': '#5e5e5e',
    'heading1.font': 'Space Grotesk',
    'heading1.weight': '400',
    'heading1.size': '3rem',
    'text.font': 'Raleway',
    'border.radius': '0px',
    'shadow.default': 'none',
    'feature.background': '#f4f4f4',
    'tag.background': '#ededed',
    'tag.borderRadius': '0px',
    'border.color': '#e6e6e6',
  },
} as const satisfies ThemeDefinition;
