/**
 * Flag names the spec uses on blocks and pages, and the
 * helpers that add and remove them without mutating: flags live in plain arrays that the
 * editor memoises on, so an unchanged list keeps its identity.
 */
export const BLOCK_FLAGS = {
  deleted: 'deleted',
  reordered: 'reordered',
  /** An item made by an item factory: dropped from the saved state, remade on load. */
  generated: 'generated',
  /** A seller-authored item of a factory block: kept when the factory output replaces the rest. */
  shadow: 'shadow',
} as const;

export const PAGE_FLAGS = {
  homepage: 'homepage',
  deleted: 'deleted',
  placeholder: 'placeholder',
  updated: 'updated',
} as const;

export const hasFlag = (flags: readonly string[], flag: string): boolean => flags.includes(flag);

/** The list with `flag` added; the same array when it is already there. */
export function withFlag(flags: string[], flag: string): string[] {
  return flags.includes(flag) ? flags : [...flags, flag];
}

/** The list without `flag`; the same array when it was not there. */
export function withoutFlag(flags: string[], flag: string): string[] {
  return flags.includes(flag) ? flags.filter((each) => each !== flag) : flags;
}
