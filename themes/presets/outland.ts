import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/**
 * Outland: rugged outdoors. Condensed upper-case Oswald headings, burnt orange on warm canvas, a
 * dark bark footer.
 */
export const outland = {
  name: 'outland',
  parent: 'base',
  values: {
    'primary.color': '#a8431a',
    'page.background': '#f5efe6',
    'text.color': '#2b241c',
    'text.muted': '#5f5446',
    'heading1.font': 'Oswald',
    'heading1.transform': 'uppercase',
    'text.font': 'Open Sans',
    'feature.background': '#ebe2d3',
    'tag.background': '#e6dccb',
    'border.color': '#d6c9b5',
    'footer.background': '#2b241c',
    'footer.color': '#f5efe6',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
