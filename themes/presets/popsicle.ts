import type { ThemeDefinition } from '../types';

/**
 * Popsicle: candy pastels. Magenta pink primary, a grape announcement bar, Nunito throughout,
 * pill buttons and 12px corners.
 */
export const popsicle = {
  name: 'popsicle',
  parent: 'base',
  values: {
    'primary.color': '#c0267a',
    'page.background': '#fff4f8',
    'text.color': '#3a1d2e',
    'text.muted': '#674558',
    'heading1.font': 'Nunito',
    'text.font': 'Nunito',
    'border.radius': '12px',
    'button.borderRadius': '999px',
    'announcement.background': '#5b3cc4',
    'announcement.color': '#ffffff',
    'feature.background': '#ffe3ee',
    'tag.background': '#d8f3ff',
    'border.color': '#f5c6da',
  },
} as const satisfies ThemeDefinition;
