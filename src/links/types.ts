/** Link choice types of the select-link overlay. */
export const LINK_TYPES = [
  'product',
  'collection',
  'blog',
  'page',
  'action',
  'link',
  'studio',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** A link choice: what a seller picked in the select-link overlay. */
export interface LinkChoice {
  text: string;
  href: string;
  type: LinkType;
}
