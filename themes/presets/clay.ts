import type { ThemeDefinition } from '../types';
import { statusOnTint } from './statusColours';

/**
 * Clay: a ceramics studio. Terracotta on unglazed pink-beige, Raleway headings over Nunito, 12px
 * corners.
 */
export const clay = {
  name: 'clay',
  parent: 'base',
  values: {
    'primary.color': '#9c4327',
    'page.background': '#f3e8df',
    'text.color': '#3a2a22',
    'text.muted': '#644f44',
    'heading1.font': 'Raleway',
    'text.font': 'Nunito',
    'border.radius': '12px',
    'feature.background': '#eadbcf',
    'tag.background': '#e5d2c3',
    'border.color': '#d7bfae',
    ...statusOnTint,
  },
} as const satisfies ThemeDefinition;
