import type { ThemeDefinition } from '../types';
import { statusOnDark } from './statusColours';

/**
 * Teemill Dark: Teemill on a dark page and dark menu, with light text and status colours that
 * hold contrast.
 */
export const teemillDark = {
  name: 'teemillDark',
  parent: 'teemill',
  values: {
    'page.background': '#121417',
    'text.color': '#e8ebee',
    'text.muted': '#a3acb6',
    'menu.background': '#1a1d21',
    'footer.background': '#0c0e10',
    'shadow.default': '0 1px 3px rgba(0, 0, 0, 0.6)',
    'feature.background': '#1a1d21',
    'tag.background': '#262b30',
    'border.color': '#343a40',
    ...statusOnDark,
  },
} as const satisfies ThemeDefinition;
