import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/** Dunes: desert sand and terracotta. Upper-case Raleway headings, warm soft shadows. */
export const dunes = {
  name: 'dunes',
  parent: 'base',
  values: {
    'primary.color': '#9a4a21',
    'page.background': '#f7eddd',
    'text.color': '#3d2e1d',
    'text.muted': '#66533c',
    'heading1.font': 'Raleway',
    'heading1.transform': 'uppercase',
    'text.font': 'Lato',
    'shadow.default': '0 4px 12px rgba(61, 46, 29, 0.12)',
    'feature.background': '#efdfc6',
    'tag.background': '#ead6b8',
    'border.color': '#dcc4a0',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
