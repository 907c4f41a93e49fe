import type { ComponentType } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { viewLoadersOf } from './viewConvention';

export type BlockComponent = ComponentType<BlockComponentProps<unknown>>;

/**
 * Each block type's storefront view on its own (`blocks/<type>/view.ts`, viewConvention.ts),
 * by type name, loaded on demand: the browser fetches the code of the types a page shows and
 * nothing else, and never the block definitions (schemas, editor fields, mail renderers) to
 * hydrate a server-rendered page, whose properties come prepared. A type without a view file
 * still renders (its definition is loaded instead); `components.test.ts` checks every
 * registered type has one, holding the very component its definition registers.
 */
export const blockComponentLoaders: Readonly<Record<string, () => Promise<BlockComponent>>> =
  viewLoadersOf(import.meta.glob<BlockComponent>('../../blocks/*/view.ts', { import: 'default' }));
