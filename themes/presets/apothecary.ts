import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/**
 * Apothecary: old pharmacy labels. Upper-case Cormorant Garamond, bottle-green primary and
 * footer on aged paper.
 */
export const apothecary = {
  name: 'apothecary',
  parent: 'base',
  values: {
    'primary.color': '#1f4d3a',
    'page.background': '#f1ece1',
    'text.color': '#2b2a25',
    'text.muted': '#5a5549',
    'heading1.font': 'Cormorant Garamond',
    'heading1.weight': '700',
    'heading1.transform': 'uppercase',
    'text.font': 'Open Sans',
    'footer.background': '#1f4d3a',
    'footer.color': '#f1ece1',
    'feature.background': '#e7e0cf',
    'tag.background': '#dfd6bf',
    'border.color': '#cbbf9f',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
