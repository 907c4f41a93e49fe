/**
 * Feature flags: fontawesome, components, pages, sentry, stripe,
 * gtm and datadog are on by default (datadog off for bots). Any can be set from the URL
 * query with `feature-name=true`; `=false` turns a default-on flag off for that page view.
 */
export const DEFAULT_ON_FEATURES = [
  'fontawesome',
  'components',
  'pages',
  'sentry',
  'stripe',
  'gtm',
  'datadog',
] as const;

/**
 * The one reader of feature flags, for the storefront (router guards, icons) and the
 * server's render alike. `isBot` comes from src/flags/bots.ts (kept apart so the first
 * page's JavaScript does not carry the bot list).
 */
export function featureEnabled(
  name: string,
  search: Record<string, unknown>,
  isBot = false,
): boolean {
  const value = search[name];
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  if (name === 'datadog' && isBot) return false;
  return (DEFAULT_ON_FEATURES as readonly string[]).includes(name);
}
