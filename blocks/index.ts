/**
 * Every block type the product knows, in one typed list, and the registry built from it.
 * A block type lives in its own folder (blocks/<name>/index.ts: one defineBlock); its
 * registration is one line in the list file of its group below.
 */
import { createRegistry, type AnyBlockType } from '../src/registry';
import { contentBlocks } from './content';
import { commerceBlocks } from './commerce';

export const blockTypes: readonly AnyBlockType[] = [...contentBlocks, ...commerceBlocks];

export const registry = createRegistry(blockTypes);
