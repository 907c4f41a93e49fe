import type { ThemeDefinition } from '../types';

/**
 * Salt: coastal air. Light upper-case Montserrat headings, a sea-grey blue primary on an almost
 * white page, flat surfaces.
 */
export const salt = {
  name: 'salt',
  parent: 'base',
  values: {
    'primary.color': '#2d5f7c',
    'page.background': '#f7f9fa',
    'text.color': '#1f2d38',
    'text.muted': '#53626e',
    'heading1.font': 'Montserrat',
    'heading1.weight': '400',
    'heading1.transform': 'uppercase',
    'text.font': 'Open Sans',
    'shadow.default': 'none',
    'feature.background': '#eaf0f3',
    'tag.background': '#e3ebef',
    'border.color': '#d3dde3',
  },
} as const satisfies ThemeDefinition;
