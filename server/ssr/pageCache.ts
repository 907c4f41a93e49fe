/**
 * The rendered-page cache (issue 23): storefront HTML for visitors without a session,
 * kept in process (a byte-bounded LRU) and, when REDIS_URL is set, in Redis so every
 * server process shares what one rendered.
 *
 * What a key holds, so that no explicit purge is needed for a page to change:
 * - the store, and a fingerprint of the store's state: its published versions (count,
 *   newest time and version numbers) and the core data the page was rendered with, which
 *   carries the theme and its overrides, the main menu, the page list, the currency and the
 *   cookie consent. Publishing, a theme change or a menu change makes a new fingerprint,
 *   in every process at once, so the old entries are never read again and age out;
 * - the split-test variations the visitor was assigned (`variationOf`);
 * - the origin and the path with its query.
 * Entries live as long as shared caches may keep the page (SHARED_CACHE_CONTROL's
 * s-maxage, 60 s): data that changes without a publish (stock, prices, blog posts) is at
 * most that stale, as it already may be behind a CDN.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { StoreCoreData } from '../../src/model';
import type { Database } from '../db/schema';
import { ByteLru } from './byteLru';

export const PAGE_CACHE_TTL_MS = 60_000;
/** In-process budget: 64 MiB of HTML (strings count two bytes a character in V8). */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * A cached page is rendered with this in place of the CSP nonce, which is new on every
 * response: the host puts the request's own nonce in when it sends the page.
 * Base64 letters only, like a real nonce, so it is written out as it is.
 */
export const NONCE_PLACEHOLDER = 'omnisPageCacheNonce0000000000000';

export interface CachedPage {
  html: string;
  headers: Record<string, string>;
  /** Epoch ms after which the page is not served. */
  expiresAt: number;
}

export interface PageCache {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: Omit<CachedPage, 'expiresAt'>): Promise<void>;
  /**
   * One render for concurrent misses of one key: the first caller renders, the others
   * wait for its page (a burst on a cold page renders it once, not once per visitor).
   */
  once<T>(key: string, render: () => Promise<T>): Promise<T>;
}

export interface PageCacheOptions {
  now: () => number;
  ttlMs?: number;
  maxBytes?: number;
  /** Shared with other server processes when given. */
  redis?: Redis | null;
  /** Key prefix in Redis (REDIS_PREFIX), so deployments sharing one Redis stay apart. */
  redisPrefix?: string;
  onError?: (error: unknown) => void;
}

/**
 * The split-test variations a visitor sees, part of the key: `testId:variationId` pairs,
 * sorted; `none` without a running test. Core data assigned them before the cache is
 * read (sticky through the `split-tests` cookie, forced by `split-var`), so each
 * variation has its own entry and no visitor is given another variation's HTML. The
 * cookie of a first visit is set on that answer alone (it is private), never kept.
 */
export function variationOf(coreData: StoreCoreData): string {
  const pairs = coreData.state.splitTest
    .flatMap((test) => (test.variation ? [`${test.id}:${test.variation.id}`] : []))
    .sort();
  return pairs.length === 0 ? 'none' : pairs.join(',');
}

export interface PageKeyParts {
  storeId: number;
  fingerprint: string;
  variation: string;
  currency: string;
  /** Scheme and host, e.g. `http://demo.localhost:3000`. */
  origin: string;
  /** Path and query, e.g. `/about/?ref=menu`. */
  url: string;
}

/** The store id comes first so one store's entries share a prefix. */
export const pageCacheKey = (parts: PageKeyParts): string =>
  `${parts.storeId}|${parts.fingerprint}|${parts.variation}|${parts.currency}|${parts.origin}${parts.url}`;

/** What the store's shoppers see, hashed: see the file's comment. */
export async function storeFingerprint(
  db: Kysely<Database>,
  storeId: number,
  coreData: StoreCoreData,
): Promise<string> {
  const published = await db
    .selectFrom('page_versions as v')
    .innerJoin('pages as p', 'p.id', 'v.page_id')
    .where('p.division_id', '=', storeId)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max('v.published_at').as('newest'),
      eb.fn.sum<number | string | null>('v.number').as('numbers'),
    ])
    .executeTakeFirst();
  return createHash('sha1')
    .update(`${published?.count}|${String(published?.newest)}|${published?.numbers}|`)
    .update(JSON.stringify(coreData))
    .digest('base64url');
}

/** The answer as kept: the page's bytes plus its headers. */
const bytesOf = (page: CachedPage): number =>
  page.html.length * 2 +
  Object.entries(page.headers).reduce((sum, [k, v]) => sum + (k.length + v.length) * 2, 0);

export function createPageCache(options: PageCacheOptions): PageCache {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const memory = new ByteLru<CachedPage>({ maxBytes: options.maxBytes ?? PAGE_CACHE_MAX_BYTES });
  const redis = options.redis ?? null;
  const redisKey = (key: string) => `${options.redisPrefix ?? 'omnis'}:page:${key}`;
  const onError = options.onError ?? (() => {});
  const inFlight = new Map<string, Promise<unknown>>();

  return {
    async get(key) {
      const now = options.now();
      const kept = memory.get(key, now);
      if (kept || !redis) return kept;
      try {
        const text = await redis.get(redisKey(key));
        if (!text) return undefined;
        const page = JSON.parse(text) as CachedPage;
        if (page.expiresAt <= now) return undefined;
        memory.set(key, page, bytesOf(page), page.expiresAt);
        return page;
      } catch (error) {
        // Redis away: render instead of failing the page.
        onError(error);
        return undefined;
      }
    },
    async set(key, fresh) {
      const page: CachedPage = { ...fresh, expiresAt: options.now() + ttlMs };
      memory.set(key, page, bytesOf(page), page.expiresAt);
      if (!redis) return;
      try {
        await redis.set(redisKey(key), JSON.stringify(page), 'PX', ttlMs);
      } catch (error) {
        onError(error);
      }
    },
    once(key, render) {
      const pending = inFlight.get(key);
      if (pending) return pending as ReturnType<typeof render>;
      const started = render().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}
