import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/**
 * Quiet: muted and calm. Regular-weight Lato headings, a grey-slate primary, a stone page and no
 * shadows.
 */
export const quiet = {
  name: 'quiet',
  parent: 'base',
  values: {
    'primary.color': '#4f5b5c',
    'page.background': '#f4f4f1',
    'text.color': '#363633',
    'text.muted': '#5d5d58',
    'heading1.font': 'Lato',
    'heading1.weight': '400',
    'heading1.size': '2.25rem',
    'text.font': 'Open Sans',
    'shadow.default': 'none',
    'feature.background': '#eaeae5',
    'tag.background': '#e2e2dc',
    'border.color': '#d5d5ce',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
