import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/** Boho (deprecated): rust and sand. A Pacifico script title over Raleway, 12px corners. */
export const boho = {
  name: 'boho',
  parent: 'base',
  deprecated: true,
  values: {
    'primary.color': '#98472a',
    'page.background': '#f8efe4',
    'text.color': '#3b2b22',
    'text.muted': '#665245',
    'heading1.font': 'Pacifico',
    'heading1.weight': '400',
    'heading2.font': 'Raleway',
    'heading2.weight': '700',
    'heading3.font': 'Raleway',
    'heading3.weight': '700',
    'text.font': 'Raleway',
    'border.radius': '12px',
    'feature.background': '#f0e0cc',
    'tag.background': '#ecd7bf',
    'border.color': '#dcc2a3',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
