import { DASHBOARD_PATH } from './targets';

/**
 * Where to send a user after sign-in and the account steps: the requested `redirect_uri`
 * only when it stays on this site (a path, or an absolute URL of the same origin);
 * anything else, including `//evil.example`, `/\evil.example` and `javascript:`, falls
 * back (to the dashboard unless told otherwise). The server and the screens share it.
 */
export const DEFAULT_AFTER_LOGIN = DASHBOARD_PATH;

export function safeRedirect(
  requested: string | null | undefined,
  origin: string,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  if (typeof requested !== 'string' || requested.trim() === '') return fallback;
  // eslint-disable-next-line no-control-regex
  const candidate = requested.trim().replace(/[\u0000-\u001F\u007F]/g, '');
  if (candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')) {
    const resolved = new URL(candidate, origin);
    return resolved.origin === origin
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : fallback;
  }
  try {
    const resolved = new URL(candidate);
    if (resolved.origin === origin) return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    // Not a URL: fall through to the fallback.
  }
  return fallback;
}
