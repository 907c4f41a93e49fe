import type { ThemeDefinition } from '../types';

/**
 * Daze: a dreamy lavender haze. Light Raleway headings, rounded 12px corners and soft violet
 * shadows.
 */
export const daze = {
  name: 'daze',
  parent: 'base',
  values: {
    'primary.color': '#6a4bb6',
    'page.background': '#f8f5fd',
    'text.color': '#2c2540',
    'text.muted': '#5d5573',
    'heading1.font': 'Raleway',
    'heading1.weight': '400',
    'text.font': 'Nunito',
    'border.radius': '12px',
    'shadow.default': '0 8px 24px rgba(106, 75, 182, 0.12)',
    'feature.background': '#eee8fa',
    'tag.background': '#e9e1f8',
    'border.color': '#d9d0ef',
  },
} as const satisfies ThemeDefinition;
