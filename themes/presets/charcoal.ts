import { ref } from '../reference';
import type { ThemeDefinition } from '../types';
import { statusOnDark } from './statusColours';

/**
 * Charcoal: a dark grey page with an amber accent, upper-case Montserrat headings and square
 * corners.
 */
export const charcoal = {
  name: 'charcoal',
  parent: 'base',
  values: {
    'primary.color': '#f2a93b',
    'primary.contrast': '#1a1a1a',
    'page.background': '#232323',
    'text.color': '#f0f0f0',
    'text.muted': '#b5b5b5',
    'heading1.font': 'Montserrat',
    'heading1.transform': 'uppercase',
    'text.font': 'Lato',
    'menu.background': '#1a1a1a',
    'footer.background': '#1a1a1a',
    'announcement.background': ref('primary.color'),
    'announcement.color': ref('primary.contrast'),
    'border.radius': '0px',
    'border.color': '#4a4a4a',
    'shadow.default': '0 1px 3px rgba(0, 0, 0, 0.5)',
    'feature.background': '#2e2e2e',
    'tag.background': '#3a3a3a',
    ...statusOnDark,
  },
} as const satisfies ThemeDefinition;
