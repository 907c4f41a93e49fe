import type { AnyBlockType } from '../src/registry';
import button from './button';
import spacer from './spacer';
import textBlock from './textBlock';

/** Layout, content, media and mail blocks. */
export const contentBlocks: readonly AnyBlockType[] = [textBlock, button, spacer];
