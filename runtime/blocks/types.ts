import type { AnyBlockType } from '../../src/registry';
import type { BlockComponent } from './components';

/** Finds a block type's definition by name (the part of the registry page loading reads). */
export type BlockTypeLookup = (name: string) => AnyBlockType | undefined;

/**
 * The block code the storefront renders with. On the server every type is at hand; in
 * the browser a type's code arrives when a page first needs it: its component alone to
 * hydrate a server-rendered page, its definition (schema, migrations, data loader) to
 * prepare a page fetched during client navigation.
 */
export interface StorefrontBlocks {
  /** The component of a type made ready with `ready`, or undefined. */
  component: (type: string) => BlockComponent | undefined;
  /**
   * Makes the components of these types ready to render. The server notes the types
   * (`used`) so the browser loads them before it hydrates.
   */
  ready: (types: Iterable<string>) => Promise<void>;
  /** The definitions of these types, to prepare a page with. */
  definitions: (types: Iterable<string>) => Promise<BlockTypeLookup>;
  /** The types made ready so far, sorted. */
  used: () => string[];
}
