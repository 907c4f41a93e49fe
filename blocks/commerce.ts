import type { AnyBlockType } from '../src/registry';
import liveChat from './liveChat';
import priceBreakdown from './priceBreakdown';
import proBenefits from './proBenefits';
import studioSuggestion from './studioSuggestion';

/** Commerce, marketing and dashboard (data-driven) blocks. */
export const commerceBlocks: readonly AnyBlockType[] = [
  liveChat,
  priceBreakdown,
  proBenefits,
  studioSuggestion,
];
