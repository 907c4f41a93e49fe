import type { ThemeDefinition } from '../types';
import { teemillPro } from './teemillPro';

/** Teemill Pro Dark: Teemill Dark with the Pro blue primary. Nothing else changes. */
export const teemillProDark = {
  name: 'teemillProDark',
  parent: 'teemillDark',
  values: {
    'primary.color': teemillPro.values['primary.color'],
  },
} as const satisfies ThemeDefinition;
