import type { ThemeDefinition } from '../types';

/**
 * Pop Art: comic-book print. Red, blue and yellow on a pale yellow page, black outlines with
 * hard offset shadows, Bebas Neue headings.
 */
export const popart = {
  name: 'popart',
  parent: 'base',
  values: {
    'primary.color': '#d7141a',
    'page.background': '#fff7d6',
    'text.color': '#111111',
    'text.muted': '#454545',
    'heading1.font': 'Bebas Neue',
    'heading1.weight': '400',
    'heading1.size': '3.5rem',
    'heading1.transform': 'uppercase',
    'text.font': 'Poppins',
    'button.transform': 'uppercase',
    'announcement.background': '#0050b5',
    'announcement.color': '#ffffff',
    'border.radius': '0px',
    'border.color': '#111111',
    'shadow.default': '4px 4px 0 #111111',
    'feature.background': '#ffe94d',
    'tag.background': '#5cc8f0',
  },
} as const satisfies ThemeDefinition;
