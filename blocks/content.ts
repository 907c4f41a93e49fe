import type { AnyBlockType } from '../src/registry';

/** Layout, content, media and mail blocks. */
export const contentBlocks: readonly AnyBlockType[] = [];
