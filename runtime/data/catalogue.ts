import { notFound } from '@tanstack/react-router';
import { createApiClient } from '../../src/api';
import { NotFoundError } from '../../src/errors';
import { productSchema, type BlogPostSummary, type CollectionSummary, type Product, type ProductSummary } from '../../src/model';
import { rankForShopper } from '../../src/format/shopperSearch';
import type { BreadcrumbEntities } from '../../src/rules/breadcrumbs';
import { hasMoreItems, nextLimit } from '../../src/rules/infiniteScroll';
import type { StorefrontServices } from '../app/services';
import type { ScreenHead } from '../head/head';
import { recallCollection, rememberCollection } from './collectionCache';
import { productImages, productJsonLd, productPath, selectedOption } from '../product/productRules';

/**
 * Loaders of the catalogue screens (product, collection, blog, search): each reads the
 * API through the typed client and answers what its screen draws plus the entities its
 * breadcrumb names. A missing product, collection or post is the not-found page. In the
 * browser this module (with the response schemas) arrives with the first navigation to
 * one of these screens.
 */

/** The most products a list answers (server: PRODUCT_LIMIT_MAX). */
export const PRODUCT_LIST_LIMIT = 100;
/** Blog posts per page. */
export const BLOG_PAGE_SIZE = 12;

const api = (services: StorefrontServices) => createApiClient(services.transport);
const divisionOf = (services: StorefrontServices) => services.coreData.state.subdomain.division.id;

/** Turns the API's 404 into the router's not-found page; any other failure stays an error. */
async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    throw error;
  }
}

export interface ProductPageData {
  product: Product;
  crumbs: BreadcrumbEntities;
  /** What the page's head says: the product's own URL (colours share it), picture and structured data. */
  head: ScreenHead;
}

export async function loadProductPage(services: StorefrontServices, urlName: string, colour?: string): Promise<ProductPageData> {
  const body = await orNotFound(() =>
    services.transport({ method: 'GET', path: `/division/${divisionOf(services)}/products/${encodeURIComponent(urlName)}/` }),
  );
  const product = productSchema.parse(body);
  const path = productPath(product.urlName);
  const option = selectedOption(product, colour);
  const head: ScreenHead = {
    title: product.name,
    description: product.description,
    image: productImages(product, option)[0]?.original,
    path,
    jsonLd: productJsonLd({
      product,
      option,
      currency: services.currency,
      url: new URL(path, services.origin).href,
      origin: services.origin,
      now: new Date(services.now()),
    }),
  };
  return { product, crumbs: { product: { name: product.name } }, head };
}

export interface CollectionPageData {
  collection: CollectionSummary;
  /** Every product loaded so far: the first page, then each page infinite scroll added. */
  products: ProductSummary[];
  /** Whether scrolling to the end may load more. */
  hasMore: boolean;
  crumbs: BreadcrumbEntities;
}

/** Products a collection page shows first and adds at each load. */
export const COLLECTION_PAGE_SIZE = 12;

/**
 * A collection page: served from the one-entry collection cache when it is the collection
 * shown last (going back is instant and keeps every product loaded), else its first page.
 */
export async function loadCollectionPage(services: StorefrontServices, urlName: string): Promise<CollectionPageData> {
  const cached = recallCollection<CollectionPageData>(services, urlName);
  if (cached) return cached;
  const division = divisionOf(services);
  const [collections, products] = await Promise.all([
    api(services).catalogue.collections(division),
    api(services).catalogue.products(division, { collection: urlName, limit: COLLECTION_PAGE_SIZE }),
  ]);
  const collection = collections.find((each) => each.urlName === urlName);
  if (!collection) throw notFound();
  const page: CollectionPageData = {
    collection,
    products,
    hasMore: hasMoreItems({ requested: COLLECTION_PAGE_SIZE, received: products.length }, PRODUCT_LIST_LIMIT),
    crumbs: { collection: { name: collection.name } },
  };
  rememberCollection(services, urlName, page);
  return page;
}

/**
 * The page with one more page of products (infinite scroll). The list API takes only a
 * limit, so the larger list is asked for and replaces the shown one; the cache keeps it.
 */
export async function loadMoreOfCollection(services: StorefrontServices, page: CollectionPageData): Promise<CollectionPageData> {
  const limit = nextLimit(page.products.length, COLLECTION_PAGE_SIZE, PRODUCT_LIST_LIMIT);
  const urlName = page.collection.urlName;
  const products = await api(services).catalogue.products(divisionOf(services), { collection: urlName, limit });
  const next = { ...page, products, hasMore: hasMoreItems({ requested: limit, received: products.length }, PRODUCT_LIST_LIMIT) };
  rememberCollection(services, urlName, next);
  return next;
}

export interface BlogPageData {
  posts: BlogPostSummary[];
  page: number;
  lastPage: number;
  /** The tag of /blog/tagged/{tag}/, or null for the whole blog. */
  tag: string | null;
}

export async function loadBlogPage(services: StorefrontServices, page: number, tag: string | null = null): Promise<BlogPageData> {
  const answer = await api(services).catalogue.blog({ divisions: divisionOf(services), paginate: BLOG_PAGE_SIZE, page, lite: true, ...(tag ? { tag } : {}) });
  // A tag with no posts is a page that does not exist.
  if (tag && answer.total === 0) throw notFound();
  return { posts: answer.posts, page: answer.page, lastPage: answer.lastPage, tag };
}

export interface BlogPostData {
  post: BlogPostSummary;
  crumbs: BreadcrumbEntities;
}

/**
 * A post by its url. The API lists posts (newest first) but has no call for one post, so
 * the pages are read until the post turns up: one request for a blog of up to 100 posts.
 */
export async function loadBlogPost(services: StorefrontServices, url: string): Promise<BlogPostData> {
  const blog = api(services).catalogue.blog;
  for (let page = 1, lastPage = 1; page <= lastPage; page += 1) {
    const answer = await blog({ divisions: divisionOf(services), paginate: PRODUCT_LIST_LIMIT, page });
    const post = answer.posts.find((each) => each.url === url);
    if (post) return { post, crumbs: { blogPost: { title: post.title } } };
    lastPage = answer.lastPage;
  }
  throw notFound();
}

export interface SearchPageData {
  query: string;
  products: ProductSummary[];
}

/**
 * Search results: the store's products (bestsellers first) ranked by how well their name
 * and description match the query as a shopper means it (src/format/shopperSearch: plurals,
 * garment synonyms such as tee for T-Shirt, a full word 2, a partial match 1); no query, no results.
 */
export async function loadSearchPage(services: StorefrontServices, query: string): Promise<SearchPageData> {
  const trimmed = query.trim();
  if (trimmed === '') return { query: '', products: [] };
  const products = await api(services).catalogue.products(divisionOf(services), { limit: PRODUCT_LIST_LIMIT });
  return { query: trimmed, products: rankForShopper(products, trimmed, (product) => [product.name, product.description]) };
}
