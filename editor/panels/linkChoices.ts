import {
  blogPostHref,
  isSafeUrl,
  LINK_TYPES,
  type LinkChoice,
  type LinkType,
} from '../../src/links';
import type {
  BlogPostSummary,
  CollectionSummary,
  ProductSummary,
  StorePageSummary,
} from '../../src/model';
import { fail, ok, type Result } from '../../src/model';
import { VALIDATION_MESSAGES } from '../../src/validation';

/**
 * The select-link overlay's sources turned into link choices `{ text, href, type }`:
 * products, collections and blog posts give their name or
 * title plus url, pages their title plus url, actions their title plus href.
 */

/** Tab names, in the spec's order; `link` is the custom link. */
export const LINK_TYPE_LABELS: Record<LinkType, string> = {
  product: 'Product',
  collection: 'Collection',
  blog: 'Blog',
  page: 'Page',
  action: 'Action',
  link: 'Custom link',
  studio: 'Studio link',
};

/**
 * In-page actions a link can raise instead of navigating (`@name`), each with what the storefront does when a shopper follows it
 * (runtime/app/actions.ts `actionEffect`; the two are kept in step by
 * linkChoices.test.ts). The storefront also announces every action as a
 * `storefront:action` window event. The overlay shows the description under the title.
 */
export const IN_PAGE_ACTIONS: readonly { title: string; href: string; description: string }[] = [
  {
    title: 'Open basket',
    href: '@open-basket',
    description: 'Goes to the basket page.',
  },
  {
    title: 'Open live chat',
    href: '@open-chat',
    description: 'Opens the live chat, with the support team.',
  },
  {
    title: 'Open search',
    href: '@open-search',
    description: 'Goes to the search page, ready to type.',
  },
  {
    // The email-subscriber offer does not exist yet (the marketing issue brings it).
    title: 'Subscribe to the newsletter',
    href: '@subscribe',
    description:
      'Scrolls to the newsletter sign-up block on the same page and puts the cursor in it; does nothing on a page without one.',
  },
];

/** What the storefront does for an in-page action's href; undefined for any other link. */
export const actionDescription = (href: string): string | undefined =>
  IN_PAGE_ACTIONS.find((action) => action.href === href)?.description;

/** The studio with no product chosen (storefront routes: the design-your-own alias). */
export const DESIGN_YOUR_OWN_HREF = '/design-your-own-t-shirt/';

const segment = (urlName: string) => encodeURIComponent(urlName);

/** The link types a caller allows, in the spec's order. */
export const allowedLinkTypes = (exclude: readonly LinkType[] = []): LinkType[] =>
  LINK_TYPES.filter((type) => !exclude.includes(type));

export const productChoices = (products: readonly ProductSummary[]): LinkChoice[] =>
  products.map((product) => ({
    text: product.name,
    href: `/product/${segment(product.urlName)}/`,
    type: 'product',
  }));

export const collectionChoices = (collections: readonly CollectionSummary[]): LinkChoice[] =>
  collections.map((collection) => ({
    text: collection.name,
    href: `/collection/${segment(collection.urlName)}/`,
    type: 'collection',
  }));

/** The blog API answers a post's slug as its `url`: linked at the post's `/blog/{post}/` path. */
export const blogChoices = (posts: readonly BlogPostSummary[]): LinkChoice[] =>
  posts.map((post) => ({ text: post.title, href: blogPostHref(post.url), type: 'blog' }));

/** Pages with a url; a page never given one has nowhere to link to yet. */
export const pageChoices = (pages: readonly StorePageSummary[]): LinkChoice[] =>
  pages.flatMap((page) =>
    page.url ? [{ text: page.title || page.url, href: page.url, type: 'page' as const }] : [],
  );

export const actionChoices = (): LinkChoice[] =>
  IN_PAGE_ACTIONS.map((action) => ({ text: action.title, href: action.href, type: 'action' }));

/** The blank studio first, then each product opened in the studio (`/studio/{urlName}/`). */
export const studioChoices = (products: readonly ProductSummary[]): LinkChoice[] => [
  { text: 'Design your own t-shirt', href: DESIGN_YOUR_OWN_HREF, type: 'studio' },
  ...products.map((product) => ({
    text: product.name,
    href: `/studio/${segment(product.urlName)}/`,
    type: 'studio' as const,
  })),
];

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * A custom link typed by the seller. The URL is required ('Missing URL') and must be safe (src/links `isSafeUrl`); an unsafe one is refused here, in
 * the editor, with the reason, rather than silently replaced on the storefront. The text
 * defaults to the URL.
 */
export function customLinkChoice(text: string, href: string): Result<LinkChoice, string> {
  const url = href.trim();
  if (url === '') return fail(VALIDATION_MESSAGES.missingUrl);
  if (!isSafeUrl(url)) {
    // eslint-disable-next-line no-control-regex
    const scheme = SCHEME.exec(url.replace(/[\u0000-\u001F\u007F\s]+/g, ''))?.[1]?.toLowerCase();
    const start = scheme
      ? `Links starting with “${scheme}:” are not allowed.`
      : 'This link is not allowed.';
    return fail(
      `${start} Use a web address (https://…), a path on this store (/about/), mailto: or tel:.`,
    );
  }
  return ok({ text: text.trim() || url, href: url, type: 'link' });
}

/** Which tab a stored href belongs to, so the overlay opens where the link came from. */
export function linkTypeOf(href: string): LinkType {
  const url = href.trim();
  if (url.startsWith('@')) return 'action';
  if (url.startsWith('/product/')) return 'product';
  if (url.startsWith('/collection/')) return 'collection';
  if (url.startsWith('/studio/') || url.startsWith(DESIGN_YOUR_OWN_HREF)) return 'studio';
  if (url.startsWith('/blog/')) return 'blog';
  if (url.startsWith('/') && !url.startsWith('//')) return 'page';
  return 'link';
}
