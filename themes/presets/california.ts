import type { ThemeDefinition } from '../types';

/**
 * California: Pacific blue and sunset orange. Upper-case Poppins, a warm sandy page, pill
 * buttons and 12px corners.
 */
export const california = {
  name: 'california',
  parent: 'base',
  values: {
    'primary.color': '#006c9c',
    'page.background': '#fffaf2',
    'text.color': '#23303b',
    'text.muted': '#56636d',
    'heading1.font': 'Poppins',
    'heading1.transform': 'uppercase',
    'text.font': 'Poppins',
    'border.radius': '12px',
    'button.borderRadius': '999px',
    'announcement.background': '#b84400',
    'announcement.color': '#ffffff',
    'feature.background': '#fff0da',
    'tag.background': '#ffe4bd',
    'border.color': '#f0d7b4',
  },
} as const satisfies ThemeDefinition;
