import type { AnyBlockType } from '../src/registry';

/** Commerce, marketing and dashboard (data-driven) blocks. */
export const commerceBlocks: readonly AnyBlockType[] = [];
