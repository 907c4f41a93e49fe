import { z } from 'zod';
import { blogPostHref } from '../../src/links';
import { imageSize } from '../../src/media';
import {
  blogPostSummarySchema,
  collectionSummarySchema,
  productSummarySchema,
  socialMediaSchema,
  type BlogPostSummary,
  type CollectionSummary,
  type ProductSummary,
  type SocialMedia,
} from '../../src/model';
import { listResponse } from '../../src/registry';

/**
 * The feed's sources: where each reads, how many items it
 * shows by default (instagram 20, others 1), and how its items become feed tiles.
 */
export const FEED_SOURCES = ['instagram', 'products', 'collections', 'blog'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

export const DEFAULT_FEED_LIMITS: Record<FeedSource, number> = {
  instagram: 20,
  products: 1,
  collections: 1,
  blog: 1,
};

/** One tile, whatever the source. */
export interface FeedItem {
  id: string;
  title: string;
  image: string | null;
  /** Image description; empty when the title beside it says it all. */
  alt: string;
  href: string;
}

const TILE_IMAGE_WIDTH = 640;

export type FeedQuery = Record<string, string | number | boolean>;

interface SourceDefinition<T> {
  path: (divisionId: number) => string;
  query: (limit: number, divisionId: number) => FeedQuery | undefined;
  response: z.ZodType<T[]>;
  toItem: (entry: T) => FeedItem;
}

/**
 * What a source answered, as tiles. `notConnected`: the source needs an account the
 * store has not connected (instagram); shoppers then see nothing, the seller why.
 */
export interface FeedList {
  items: FeedItem[];
  notConnected?: boolean;
}

/** A source as the loader uses it: its response schema already answers tiles. */
export interface FeedSourceReader {
  path: (divisionId: number) => string;
  query: (limit: number, divisionId: number) => FeedQuery | undefined;
  response: z.ZodType<FeedList>;
}

function reader<T>({ path, query, response, toItem }: SourceDefinition<T>): FeedSourceReader {
  return {
    path,
    query,
    response: response.transform((entries): FeedList => ({ items: entries.map(toItem) })),
  };
}

const instagram: SourceDefinition<SocialMedia> = {
  path: (division) => `/divisions/${division}/social/instagram/posts`,
  query: (limit) => ({ limit }),
  response: listResponse(socialMediaSchema, 'media'),
  toItem: (media) => ({
    id: `instagram-${media.id}`,
    title: media.caption,
    image: media.mediaUrl,
    alt: media.caption === '' ? 'Instagram post' : '',
    href: media.permalink,
  }),
};

const products: SourceDefinition<ProductSummary> = {
  path: (division) => `/division/${division}/products/`,
  query: (limit) => ({ limit }),
  response: listResponse(productSummarySchema, 'products'),
  toItem: (product) => ({
    id: `product-${product.id}`,
    title: product.name,
    image: product.image ? imageSize(product.image, TILE_IMAGE_WIDTH) : null,
    alt: product.image?.altText ?? '',
    href: `/product/${encodeURIComponent(product.urlName)}/`,
  }),
};

const collections: SourceDefinition<CollectionSummary> = {
  path: (division) => `/collections/get/${division}/`,
  query: () => undefined,
  response: listResponse(collectionSummarySchema, 'collections'),
  toItem: (collection) => ({
    id: `collection-${collection.id}`,
    title: collection.name,
    image: collection.banner?.thumbnails.full ?? null,
    alt: '',
    href: `/collection/${encodeURIComponent(collection.urlName)}/`,
  }),
};

const blog: SourceDefinition<BlogPostSummary> = {
  path: () => '/blog/paginate/',
  query: (limit, division) => ({ paginate: limit, divisions: division, lite: true }),
  response: listResponse(blogPostSummarySchema, 'posts'),
  toItem: (post) => ({
    id: `post-${post.id}`,
    title: post.title,
    image: post.metaImage?.banner ?? null,
    alt: '',
    href: blogPostHref(post.url),
  }),
};

/** The server's answer for a store without an Instagram account (server/social). */
const instagramNotConnected = z
  .looseObject({ connected: z.literal(false) })
  .transform((): FeedList => ({ items: [], notConnected: true }));

const instagramReader = reader(instagram);

export const feedSources: Record<FeedSource, FeedSourceReader> = {
  instagram: {
    ...instagramReader,
    response: z.union([instagramNotConnected, instagramReader.response]),
  },
  products: reader(products),
  collections: reader(collections),
  blog: reader(blog),
};

/** The limit in force: the seller's, else the source's default. */
export function feedLimit(source: FeedSource, limit: number | null): number {
  return limit ?? DEFAULT_FEED_LIMITS[source];
}
