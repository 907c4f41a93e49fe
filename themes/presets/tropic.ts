import type { ThemeDefinition } from '../types';

/**
 * Tropic: lagoon teal and coral. A Pacifico script title over Poppins, on a pale sea-foam page
 * with rounded corners.
 */
export const tropic = {
  name: 'tropic',
  parent: 'base',
  values: {
    'primary.color': '#00766c',
    'page.background': '#f2fbf8',
    'text.color': '#103c36',
    'text.muted': '#3d6660',
    'heading1.font': 'Pacifico',
    'heading1.weight': '400',
    'heading2.font': 'Poppins',
    'heading2.weight': '700',
    'heading3.font': 'Poppins',
    'heading3.weight': '700',
    'text.font': 'Poppins',
    'border.radius': '12px',
    'announcement.background': '#b8323f',
    'announcement.color': '#ffffff',
    'feature.background': '#dff5ee',
    'tag.background': '#ffe0d6',
    'border.color': '#b9e2d6',
  },
} as const satisfies ThemeDefinition;
