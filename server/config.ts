import { join } from 'node:path';
import { captchaFromEnv, type CaptchaVerifier } from './accounts/captcha';
import { COLLAB_LIMITS } from './collab/limits';
import { localDiskStorage, storageFromEnv, type ObjectStorage } from './storage';

export type RuntimeEnv = 'development' | 'production' | 'test';

export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

/** Everything buildApp needs to know that is not the database. */
export interface ServerConfig {
  env: RuntimeEnv;
  /** SQLite file and uploaded images live here. */
  dataDir: string;
  /** Built client assets (vite build output). */
  clientDir: string;
  /**
   * How many proxies stand in front of the server (TRUST_PROXY; 0: none). With N, the
   * client address is the one the Nth proxy saw: entries a client wrote into
   * X-Forwarded-For itself are not believed (the login limit counts by address), and
   * X-Forwarded-Proto decides https (secure cookies, HSTS).
   */
  trustProxy: number;
  /** Default JSON body limit, bytes. */
  bodyLimit: number;
  /** Page writes carry whole pages: a larger limit, bytes. */
  pageBodyLimit: number;
  /** Image uploads, bytes. */
  uploadLimit: number;
  captcha: CaptchaVerifier;
  /** Login and recovery attempts per client address. */
  loginPerIp: RateLimitWindow;
  /** Failed sign-ins per account before it is paused. */
  loginPerAccount: RateLimitWindow;
  sessionTtlMs: number;
  /**
   * The store served on a host that names none (plain `localhost`, the server's own IP):
   * the demo store, so `npm start` opens a storefront. Null: such hosts get 404.
   */
  defaultStore: string | null;
  /**
   * PLATFORM_ORIGIN: the platform's own site, whose 404 page unsafe seller links are sent
   * to (src/links). Null: the relative `/404/` this server serves for every store.
   */
  platformOrigin: string | null;
  /** INSTAGRAM_GRAPH_URL: Instagram's Graph API, read for the feed block's instagram source. */
  instagramGraphUrl: string;
  /**
   * NOTIFICATION_RELAY_ALLOW_PRIVATE=1: notifications may post to private and loopback
   * addresses (tests, closed networks). Off: only public addresses are posted to.
   */
  notificationRelayAllowPrivate: boolean;
  /** REDIS_URL: collaboration traffic is shared with other server processes through Redis (server/collab). */
  redisUrl: string | null;
  /** REDIS_PREFIX: channel and key prefix in Redis, so deployments (or test runs) sharing one Redis stay apart. */
  redisPrefix: string;
  /**
   * Uploaded images and generated files (server/storage): DATA_DIR on disk by default, an
   * S3 bucket when S3_BUCKET is set. Keys start with the kind (`uploads/{division}/…`).
   */
  storage: ObjectStorage;
  /** The store's clock for rendering (date conditions). Tests fix it with TEST_NOW. */
  clock: () => number;
  /**
   * PAGE_CACHE_TTL_MS: how long rendered anonymous storefront pages are kept
   * (server/ssr/pageCache.ts); 0 turns the cache off. 60 s (the pages' s-maxage) when
   * served, off under NODE_ENV=test and in buildApp's default so tests see every change.
   */
  pageCacheTtlMs: number;
  /**
   * JOB_LEASE_MS: without Redis, how long a running job's lease lasts without renewal: a
   * job whose process was killed is run again after about this long (server/jobs).
   */
  jobLeaseMs: number;
  /**
   * COLLAB_CONNECTIONS_PER_ADDRESS: open collaboration websockets one client address may
   * hold (server/collab/limits.ts), across every process when REDIS_URL is set.
   */
  collabConnectionsPerAddress: number;
}

const MINUTE = 60_000;

/** PAGE_CACHE_TTL_MS, a whole number of ms; unset: a minute, or off in tests. */
export function pageCacheTtlOf(value: string | undefined, env: RuntimeEnv): number {
  if (value === undefined || value.trim() === '') return env === 'test' ? 0 : MINUTE;
  if (!/^\d+$/.test(value.trim()))
    throw new Error(`PAGE_CACHE_TTL_MS must be a whole number of milliseconds, not "${value}"`);
  return Number(value.trim());
}

/** PLATFORM_ORIGIN as an origin (`https://host[:port]`); a malformed value stops the start. */
export function platformOriginOf(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(
      `PLATFORM_ORIGIN must be an http(s) origin such as https://omnis.example, not "${value}"`,
    );
  return url.origin;
}

export function defaultConfig(
  overrides: Partial<ServerConfig> & Pick<ServerConfig, 'dataDir'>,
): ServerConfig {
  const env = overrides.env ?? 'development';
  return {
    env,
    clientDir: join(process.cwd(), 'dist', 'client'),
    trustProxy: 0,
    bodyLimit: 1024 * 1024,
    pageBodyLimit: 4 * 1024 * 1024,
    uploadLimit: 10 * 1024 * 1024,
    captcha: captchaFromEnv(env, process.env.ALTCHA_HMAC_KEY),
    loginPerIp: { max: 20, windowMs: MINUTE },
    loginPerAccount: { max: 5, windowMs: 15 * MINUTE },
    sessionTtlMs: 30 * 24 * 60 * MINUTE,
    defaultStore: 'demo',
    platformOrigin: null,
    instagramGraphUrl: 'https://graph.instagram.com',
    notificationRelayAllowPrivate: false,
    redisUrl: null,
    redisPrefix: 'omnis-collab',
    clock: Date.now,
    pageCacheTtlMs: 0,
    jobLeaseMs: 30_000,
    collabConnectionsPerAddress: COLLAB_LIMITS.maxConnectionsPerAddress,
    ...overrides,
    storage: overrides.storage ?? localDiskStorage(overrides.dataDir),
  };
}

/**
 * Reads NODE_ENV, DATA_DIR, TRUST_PROXY, DEFAULT_STORE, PLATFORM_ORIGIN, REDIS_URL, REDIS_PREFIX,
 * PAGE_CACHE_TTL_MS, JOB_LEASE_MS, COLLAB_CONNECTIONS_PER_ADDRESS, S3_* and in
 * tests only TEST_NOW (an ISO date the storefront renders at, so pages with date
 * conditions look the same whenever the suite runs).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const runtimeEnv: RuntimeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = env.DATA_DIR ?? join(process.cwd(), 'data');
  return defaultConfig({
    env: runtimeEnv,
    dataDir,
    storage: storageFromEnv(env, dataDir),
    trustProxy: proxyHopsOf(env.TRUST_PROXY),
    defaultStore: env.DEFAULT_STORE === '' ? null : (env.DEFAULT_STORE ?? 'demo'),
    platformOrigin: platformOriginOf(env.PLATFORM_ORIGIN),
    ...(env.INSTAGRAM_GRAPH_URL ? { instagramGraphUrl: env.INSTAGRAM_GRAPH_URL } : {}),
    notificationRelayAllowPrivate: env.NOTIFICATION_RELAY_ALLOW_PRIVATE === '1',
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'omnis-collab',
    captcha: captchaFromEnv(
      runtimeEnv,
      env.ALTCHA_HMAC_KEY,
      env.REDIS_URL
        ? { url: env.REDIS_URL, prefix: env.REDIS_PREFIX || 'omnis-collab' }
        : undefined,
    ),
    clock: clockFromEnv(runtimeEnv, env.TEST_NOW),
    pageCacheTtlMs: pageCacheTtlOf(env.PAGE_CACHE_TTL_MS, runtimeEnv),
    jobLeaseMs: jobLeaseOf(env.JOB_LEASE_MS),
    collabConnectionsPerAddress: connectionsPerAddressOf(env.COLLAB_CONNECTIONS_PER_ADDRESS),
  });
}

/** COLLAB_CONNECTIONS_PER_ADDRESS, a positive whole number; unset: the default limit. */
export function connectionsPerAddressOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return COLLAB_LIMITS.maxConnectionsPerAddress;
  if (!/^[1-9]\d*$/.test(value.trim()))
    throw new Error(
      `COLLAB_CONNECTIONS_PER_ADDRESS must be a positive whole number, not "${value}"`,
    );
  return Number(value.trim());
}

/** JOB_LEASE_MS, a whole number of ms of at least a second; unset: 30 s. */
export function jobLeaseOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 30_000;
  if (!/^\d+$/.test(value.trim()) || Number(value.trim()) < 1_000)
    throw new Error(
      `JOB_LEASE_MS must be a whole number of milliseconds (1000 or more), not "${value}"`,
    );
  return Number(value.trim());
}

/**
 * TRUST_PROXY as a number of proxy hops: unset, empty, `0` or `false` trust none; `true`
 * is one (the usual single load balancer); a positive whole number is that many.
 */
export function proxyHopsOf(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (!/^\d+$/.test(value)) throw new Error(`TRUST_PROXY is not a number of proxies: ${value}`);
  return Number(value);
}

/** A fixed clock from TEST_NOW, honoured only when NODE_ENV is test; the real clock otherwise. */
export function clockFromEnv(runtimeEnv: RuntimeEnv, testNow: string | undefined): () => number {
  if (runtimeEnv !== 'test' || !testNow) return Date.now;
  const fixed = Date.parse(testNow);
  if (Number.isNaN(fixed)) throw new Error(`TEST_NOW is not a date: ${testNow}`);
  return () => fixed;
}
