import type { ThemeDefinition } from '../types';

/**
 * Simply: clean and quiet. Open Sans throughout, a slate primary, 4px corners and a light
 * shadow.
 */
export const simply = {
  name: 'simply',
  parent: 'base',
  values: {
    'primary.color': '#2f4858',
    'text.color': '#222b33',
    'text.muted': '#5b6670',
    'heading1.font': 'Open Sans',
    'text.font': 'Open Sans',
    'shadow.default': '0 2px 8px rgba(0, 0, 0, 0.08)',
    'feature.background': '#f3f5f7',
    'tag.background': '#e8ecf0',
    'border.color': '#d5dbe1',
  },
} as const satisfies ThemeDefinition;
