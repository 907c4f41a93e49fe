/**
 * Whether a container of `parentType` takes a child of `childType`. The editor builds it
 * from the block registry (a type's `children.allowed`); commands stay registry-free.
 */
export type Accepts = (parentType: string, childType: string) => boolean;

export interface CommandOptions {
  /** Checked when a block goes into another block; the page's top level takes any block. */
  accepts?: Accepts;
  /**
   * Whether a block of this type placed first on the page is fixed there (the registry's
   * `fixedWhenFirst`: the slideshow). Without it no block is fixed.
   */
  fixedWhenFirst?: (type: string) => boolean;
}
