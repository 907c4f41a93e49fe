import type { AnyBlockType } from '../src/registry';
import liveChat from './liveChat';
import studioSuggestion from './studioSuggestion';

/** Commerce, marketing and dashboard (data-driven) blocks. */
export const commerceBlocks: readonly AnyBlockType[] = [liveChat, studioSuggestion];
