import type { ThemeDefinition } from '../types';

/**
 * Municipal: civic signage. Safety yellow buttons with black text, black menu and footer, upper-
 * case Oswald and square corners.
 */
export const municipal = {
  name: 'municipal',
  parent: 'base',
  values: {
    'primary.color': '#ffd100',
    'primary.contrast': '#111111',
    'text.color': '#111111',
    'text.muted': '#555555',
    'heading1.font': 'Oswald',
    'heading1.transform': 'uppercase',
    'text.font': 'Roboto',
    'menu.background': '#111111',
    'menu.color': '#ffffff',
    'menu.transform': 'uppercase',
    'footer.background': '#111111',
    'footer.color': '#ffffff',
    'button.transform': 'uppercase',
    'border.radius': '0px',
    'shadow.default': 'none',
    'feature.background': '#f2f2f2',
    'tag.background': '#ffd100',
    'border.color': '#cccccc',
  },
} as const satisfies ThemeDefinition;
