/**
 * Where to send a user after sign-in: the requested `redirect_uri` only when it stays on
 * this site (a path, or an absolute URL of the same origin); anything else, including
 * `//evil.example`, `/\evil.example` and `javascript:`, falls back to the dashboard.
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard/';

export function safeRedirect(requested: string | null | undefined, origin: string): string {
  if (typeof requested !== 'string' || requested.trim() === '') return DEFAULT_AFTER_LOGIN;
  // eslint-disable-next-line no-control-regex
  const candidate = requested.trim().replace(/[\u0000-\u001F\u007F]/g, '');
  if (candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')) {
    const resolved = new URL(candidate, origin);
    return resolved.origin === origin
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : DEFAULT_AFTER_LOGIN;
  }
  try {
    const resolved = new URL(candidate);
    if (resolved.origin === origin) return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    // Not a URL: fall through to the default.
  }
  return DEFAULT_AFTER_LOGIN;
}
