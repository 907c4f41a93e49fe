import { describe, expect, it } from 'vitest';
import type {
  BlogPostSummary,
  CollectionSummary,
  ProductSummary,
  StorePageSummary,
} from '../../src/model';
import { resolveLinkTarget } from '../../src/links';
import { LIVE_CHAT_GROUPS } from '../../src/chat';
import { actionEffect, NEWSLETTER_SELECTOR } from '../../runtime/app/actions';
import {
  actionChoices,
  actionDescription,
  allowedLinkTypes,
  blogChoices,
  collectionChoices,
  customLinkChoice,
  IN_PAGE_ACTIONS,
  linkTypeOf,
  pageChoices,
  productChoices,
  studioChoices,
} from './linkChoices';

const tee: ProductSummary = {
  id: 1,
  urlName: 'organic-tee',
  name: 'Organic tee',
  image: null,
  price: 20,
  salePrice: null,
  manufacturer: null,
  description: '',
  reviews: { count: 0, average: 0 },
};

describe('link choices', () => {
  it('offers every type but the excluded ones, in the spec order', () => {
    expect(allowedLinkTypes()).toEqual([
      'product',
      'collection',
      'blog',
      'page',
      'action',
      'link',
      'studio',
    ]);
    expect(allowedLinkTypes(['action', 'studio'])).toEqual([
      'product',
      'collection',
      'blog',
      'page',
      'link',
    ]);
  });

  it('links products and collections by urlName', () => {
    expect(productChoices([tee])).toEqual([
      { text: 'Organic tee', href: '/product/organic-tee/', type: 'product' },
    ]);
    const autumn: CollectionSummary = { id: 3, name: 'Autumn', urlName: 'autumn', banner: null };
    expect(collectionChoices([autumn])).toEqual([
      { text: 'Autumn', href: '/collection/autumn/', type: 'collection' },
    ]);
  });

  it('links blog posts at their store path, from the slug the blog API answers', () => {
    // GET /blog/paginate/ (server/blog/routes.ts) answers `url` as the post's slug,
    // as the demo store's seed stores it (server/seed/seed.ts).
    const post: BlogPostSummary = {
      id: 4,
      url: 'meet-the-illustrators',
      title: 'Meet the illustrators',
      metaImage: { banner: '/uploads/1/seed-banner-meet-the-illustrators-1920.webp' },
      publishedAt: '2025-03-29T00:00:00.000Z',
      tags: ['illustrators'],
    };
    const [choice] = blogChoices([post]);
    expect(choice).toStrictEqual({
      text: 'Meet the illustrators',
      href: '/blog/meet-the-illustrators/',
      type: 'blog',
    });
    expect(resolveLinkTarget(choice!.href).kind).toBe('internal');
    expect(linkTypeOf(choice!.href)).toBe('blog');
  });

  it('links pages by their url', () => {
    const pages: StorePageSummary[] = [
      {
        id: 1,
        url: '/',
        title: 'Home',
        ogImage: null,
        published: true,
        edited: null,
        isHomepage: true,
      },
      {
        id: 2,
        url: null,
        title: 'Draft',
        ogImage: null,
        published: false,
        edited: null,
        isHomepage: false,
      },
    ];
    expect(pageChoices(pages)).toEqual([{ text: 'Home', href: '/', type: 'page' }]);
  });

  it('lists the documented in-page actions', () => {
    expect(actionChoices().map((choice) => choice.href)).toEqual([
      '@open-basket',
      '@open-chat',
      '@open-search',
      '@subscribe',
    ]);
    expect(actionChoices().every((choice) => choice.type === 'action')).toBe(true);
  });

  it('describes each action as the storefront carries it out today', () => {
    // runtime/app/actions.ts decides what an action does: a change there fails this test
    // until the description the seller reads says the same.
    expect(
      IN_PAGE_ACTIONS.map(({ href, description }) => ({
        href,
        storefront: actionEffect(href),
        description,
      })),
    ).toStrictEqual([
      {
        href: '@open-basket',
        storefront: { kind: 'navigate', href: '/basket/' },
        description: 'Goes to the basket page.',
      },
      {
        href: '@open-chat',
        storefront: { kind: 'chat', group: LIVE_CHAT_GROUPS.support },
        description: 'Opens the live chat, with the support team.',
      },
      {
        href: '@open-search',
        storefront: { kind: 'navigate', href: '/search/' },
        description: 'Goes to the search page, ready to type.',
      },
      {
        href: '@subscribe',
        storefront: { kind: 'focus', selector: NEWSLETTER_SELECTOR },
        description:
          'Scrolls to the newsletter sign-up block on the same page and puts the cursor in it; does nothing on a page without one.',
      },
    ]);
    expect(actionDescription('@open-basket')).toBe('Goes to the basket page.');
    expect(actionDescription('/basket/')).toBeUndefined();
  });

  it('opens the studio blank or on a product', () => {
    expect(studioChoices([tee])).toEqual([
      { text: 'Design your own t-shirt', href: '/design-your-own-t-shirt/', type: 'studio' },
      { text: 'Organic tee', href: '/studio/organic-tee/', type: 'studio' },
    ]);
  });
});

describe('customLinkChoice', () => {
  it('accepts safe links, the text defaulting to the url', () => {
    expect(customLinkChoice('Our story', ' https://example.com/story ')).toEqual({
      ok: true,
      value: { text: 'Our story', href: 'https://example.com/story', type: 'link' },
    });
    expect(customLinkChoice('', 'mailto:hello@example.com')).toEqual({
      ok: true,
      value: { text: 'mailto:hello@example.com', href: 'mailto:hello@example.com', type: 'link' },
    });
  });

  it("says 'Missing URL' for an empty url", () => {
    expect(customLinkChoice('Text', '  ')).toEqual({ ok: false, error: 'Missing URL' });
  });

  it('refuses an unsafe scheme, naming it', () => {
    expect(customLinkChoice('Click', 'javascript:alert(1)')).toEqual({
      ok: false,
      error:
        'Links starting with “javascript:” are not allowed. Use a web address (https://…), a path on this store (/about/), mailto: or tel:.',
    });
    expect(customLinkChoice('Click', 'java\tscript:alert(1)')).toMatchObject({
      ok: false,
      error: expect.stringContaining('“javascript:”'),
    });
  });
});

describe('linkTypeOf', () => {
  it('finds the tab a stored link came from', () => {
    expect(linkTypeOf('@open-basket')).toBe('action');
    expect(linkTypeOf('/product/organic-tee/')).toBe('product');
    expect(linkTypeOf('/collection/autumn/')).toBe('collection');
    expect(linkTypeOf('/studio/organic-tee/')).toBe('studio');
    expect(linkTypeOf('/design-your-own-t-shirt/')).toBe('studio');
    expect(linkTypeOf('/blog/why-organic/')).toBe('blog');
    expect(linkTypeOf('/about/')).toBe('page');
    expect(linkTypeOf('https://example.com')).toBe('link');
    expect(linkTypeOf('//cdn.example.com')).toBe('link');
  });
});
