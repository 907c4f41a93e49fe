import { ref } from '../reference';
import type { ThemeDefinition } from '../types';
import { statusOnDark } from './statusColours';

/**
 * Lux: black and gold. Upper-case Cormorant Garamond set large, gold buttons, square corners, no
 * shadows.
 */
export const lux = {
  name: 'lux',
  parent: 'base',
  values: {
    'primary.color': '#c9a84c',
    'primary.contrast': '#0e0e0e',
    'page.background': '#0e0e0e',
    'text.color': '#f3eee3',
    'text.muted': '#b9b09c',
    'heading1.font': 'Cormorant Garamond',
    'heading1.weight': '500',
    'heading1.size': '3rem',
    'heading1.transform': 'uppercase',
    'text.font': 'Raleway',
    'menu.transform': 'uppercase',
    'footer.background': '#000000',
    'footer.color': '#e8e1d0',
    'announcement.background': ref('primary.color'),
    'announcement.color': ref('primary.contrast'),
    'border.radius': '0px',
    'shadow.default': 'none',
    'feature.background': '#1a1a1a',
    'tag.background': '#262318',
    'border.color': '#3d3626',
    ...statusOnDark,
  },
} as const satisfies ThemeDefinition;
