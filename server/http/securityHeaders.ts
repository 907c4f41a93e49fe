import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX_PATH } from './paths';

/**
 * Security headers on every response. The header set is built once at start-up (a
 * per-request build costs a measurable share of an API call); only an HTML page's CSP
 * carries a per-request script nonce, which the SSR host puts on its inline scripts.
 *
 * - Pages: scripts only from this origin or with the nonce; styles allow 'unsafe-inline'
 *   (React style attributes and per-store theme variables are inline); object-src and
 *   base-uri 'none'; framing only by this origin (the editor previews pages).
 * - API answers (JSON): nothing may load from them and nothing may frame them.
 * - Images (uploads, the favicon): loadable from any origin, as mail needs (imageHeaders).
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The CSP script nonce of this response ('' for API answers, which carry no scripts). */
    cspNonce: string;
  }
}

export function pagePolicy(nonce: string, https: boolean): string {
  const directives: Array<[string, string]> = [
    ['default-src', "'self'"],
    ['script-src', `'self' 'nonce-${nonce}'`],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: blob: https:"],
    ['font-src', "'self' data:"],
    ['connect-src', "'self' ws: wss:"],
    ['frame-src', "'self' https:"],
    ['media-src', "'self' https: blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests', '']);
  return directives.map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/**
 * A page policy that also allows a store's tracking hosts (src/tracking: only the hosts of
 * the plugins the store has configured): their loaders in script-src, their beacons in
 * connect-src. Scripts are still loaded only after the shopper's consent (runtime/tracking).
 */
export function withTrackingSources(
  policy: string,
  sources: { script: readonly string[]; connect: readonly string[] },
): string {
  if (sources.script.length === 0 && sources.connect.length === 0) return policy;
  return policy
    .split('; ')
    .map((directive) => {
      const [name] = directive.split(' ', 1);
      const extra =
        name === 'script-src' ? sources.script : name === 'connect-src' ? sources.connect : [];
      return extra.length ? `${directive} ${extra.join(' ')}` : directive;
    })
    .join('; ');
}

export const API_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

const REFERRER_POLICY = 'strict-origin-when-cross-origin';
const HSTS = 'max-age=15552000; includeSubDomains';

/** The headers every response carries, whatever its kind. */
export function commonHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': REFERRER_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * What an API answer (JSON, never rendered as a document) carries: the headers that
 * still act on it (OWASP's REST security guidance). The document-only ones of
 * commonHeaders (permissions, opener and agent-cluster policies, DNS prefetch, the
 * legacy IE and Flash switches) do nothing here, and each costs time on the hottest
 * answers.
 */
export function apiHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'content-security-policy': API_POLICY,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * What an image carries: the page headers, but a cross-origin resource policy of
 * `cross-origin`. A store's images are loaded from elsewhere by design: by mail clients
 * (webmail pages, proxies) and by the dashboard's mail preview and outbox, whose
 * sandboxed frame is an opaque origin; `same-origin` made the browser refuse them
 * (ERR_BLOCKED_BY_RESPONSE.NotSameOrigin).
 */
export function imageHeaders(https: boolean): Record<string, string> {
  return { ...commonHeaders(https), 'cross-origin-resource-policy': 'cross-origin' };
}

export const newNonce = (): string => randomBytes(16).toString('base64');

export interface SecurityHeaderOptions {
  https: boolean;
  /** Path prefixes that serve images (imageHeaders), such as `/uploads/`. */
  imagePaths?: readonly string[];
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): void {
  const forApi = apiHeaders(options.https);
  const pageHeaders = commonHeaders(options.https);
  const forImages = imageHeaders(options.https);
  const imagePaths = options.imagePaths ?? [];
  const isImage = (url: string) => imagePaths.some((prefix) => url.startsWith(prefix));
  app.decorateRequest('cspNonce', '');
  // Callback-style hooks: no promise per request on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(API_PREFIX_PATH)) {
      reply.headers(forApi);
    } else {
      request.cspNonce = newNonce();
      reply.headers(isImage(request.url) ? forImages : pageHeaders);
      reply.header('content-security-policy', pagePolicy(request.cspNonce, options.https));
    }
    done();
  });
}
