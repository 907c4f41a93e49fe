import type { ThemeDefinition } from '../types';

/**
 * Naked: the bare page. Black on white, one sans-serif family, square corners, no shadows; the
 * products carry all the colour.
 */
export const naked = {
  name: 'naked',
  parent: 'base',
  values: {
    'primary.color': '#111111',
    'text.color': '#111111',
    'text.muted': '#5c5c5c',
    'heading1.font': 'Roboto',
    'text.font': 'Roboto',
    'border.radius': '0px',
    'border.color': '#e0e0e0',
    'shadow.default': 'none',
    'feature.background': '#f5f5f5',
    'tag.background': '#eeeeee',
    'tag.borderRadius': '0px',
  },
} as const satisfies ThemeDefinition;
