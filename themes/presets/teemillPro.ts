import type { ThemeDefinition } from '../types';

/** Teemill Pro: Teemill with a blue primary, the mark of a Pro store. Nothing else changes. */
export const teemillPro = {
  name: 'teemillPro',
  parent: 'teemill',
  values: {
    'primary.color': '#1a5fb4',
  },
} as const satisfies ThemeDefinition;
