import { ref } from '../reference';
import type { ThemeDefinition } from '../types';

/**
 * Joy: sunshine and orange. Bold Poppins headings on a buttery page, pill buttons and a bright
 * announcement bar.
 */
export const joy = {
  name: 'joy',
  parent: 'base',
  values: {
    'primary.color': '#c2410c',
    'page.background': '#fffaeb',
    'text.color': '#2d2416',
    'text.muted': '#65563a',
    'heading1.font': 'Poppins',
    'text.font': 'Nunito',
    'border.radius': '12px',
    'button.borderRadius': '999px',
    'announcement.background': ref('primary.color'),
    'announcement.color': ref('primary.contrast'),
    'feature.background': '#ffefc2',
    'tag.background': '#ffe7a3',
    'border.color': '#f0d89a',
  },
} as const satisfies ThemeDefinition;
