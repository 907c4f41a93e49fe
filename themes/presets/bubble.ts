import type { ThemeDefinition } from '../types';

/**
 * Bubble: round and playful. A grape-purple primary, Nunito headings over Poppins, pill buttons
 * and fields, 12px cards and soft coloured shadows.
 */
export const bubble = {
  name: 'bubble',
  parent: 'base',
  values: {
    'primary.color': '#6741d9',
    'page.background': '#f7f6ff',
    'text.color': '#241f47',
    'text.muted': '#57527d',
    'heading1.font': 'Nunito',
    'text.font': 'Poppins',
    'border.radius': '12px',
    'button.borderRadius': '999px',
    'form.borderRadius': '999px',
    'shadow.default': '0 4px 14px rgba(103, 65, 217, 0.15)',
    'feature.background': '#ece9ff',
    'tag.background': '#e2dcff',
    'border.color': '#d2ccf5',
  },
} as const satisfies ThemeDefinition;
