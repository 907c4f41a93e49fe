import type { ThemeDefinition } from '../types';

/**
 * Atlantic: deep ocean navy. A navy menu and footer, bold Montserrat headings and Roboto text on
 * white.
 */
export const atlantic = {
  name: 'atlantic',
  parent: 'base',
  values: {
    'primary.color': '#0b3d91',
    'text.color': '#14213d',
    'text.muted': '#4d5a75',
    'heading1.font': 'Montserrat',
    'text.font': 'Roboto',
    'menu.background': '#0b2545',
    'menu.color': '#ffffff',
    'footer.background': '#0b2545',
    'footer.color': '#e8eef7',
    'feature.background': '#eef3fa',
    'tag.background': '#dde7f5',
    'border.color': '#c9d6ea',
  },
} as const satisfies ThemeDefinition;
