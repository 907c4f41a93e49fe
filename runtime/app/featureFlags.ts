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
