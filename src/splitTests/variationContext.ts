import { createContext } from 'react';

/**
 * What a split-test container tells the variations in its slots: which one shows (null:
 * none), or, in the editor's canvas, that every slot shows labelled so sellers can fill
 * each. A variation with no container above it gets null from the context: misplaced.
 */
export interface ChosenVariation {
  testName: string;
  variation: string | null;
  editing: boolean;
}

export const ChosenVariationContext = createContext<ChosenVariation | null>(null);
