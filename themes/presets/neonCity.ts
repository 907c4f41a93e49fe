import type { ThemeDefinition } from '../types';
import { statusOnDark } from './statusColours';

/**
 * Neon City: night streets. A near-black violet page, neon magenta buttons with a glow, a cyan
 * announcement bar and upper-case Space Grotesk.
 */
export const neonCity = {
  name: 'neonCity',
  parent: 'base',
  values: {
    'primary.color': '#ff3dcf',
    'primary.contrast': '#0c0a1d',
    'page.background': '#0c0a1d',
    'text.color': '#ece8ff',
    'text.muted': '#b3abd6',
    'heading1.font': 'Space Grotesk',
    'heading1.transform': 'uppercase',
    'text.font': 'Space Grotesk',
    'menu.background': '#07061a',
    'footer.background': '#07061a',
    'announcement.background': '#00e5ff',
    'announcement.color': '#0c0a1d',
    'banner.overlayColor': '#0c0a1d',
    'shadow.default': '0 0 16px rgba(255, 61, 207, 0.35)',
    'feature.background': '#16132e',
    'tag.background': '#221d45',
    'border.color': '#3a3366',
    ...statusOnDark,
  },
} as const satisfies ThemeDefinition;
