import { z } from 'zod';

/**
 * An affiliate's link: a store page carrying the affiliate's code in a query parameter,
 * so the storefront can attribute the visit (and a later order) to them. The path may
 * answer a ready-made `url`; otherwise the link is built from the page's origin.
 */
export const affiliateProfileSchema = z.object({
  code: z.string().trim().min(1).max(64),
  url: z.url({ protocol: /^https?$/ }).optional(),
});
export type AffiliateProfile = z.output<typeof affiliateProfileSchema>;

/** `origin` is '' during SSR: the link is relative until the browser knows its origin. */
export function affiliateLink(
  origin: string,
  landingPath: string,
  param: string,
  code: string,
): string {
  const base = 'https://placeholder.invalid';
  const url = new URL(landingPath.startsWith('/') ? landingPath : `/${landingPath}`, base);
  url.searchParams.set(param, code);
  const relative = `${url.pathname}${url.search}${url.hash}`;
  return `${origin.replace(/\/+$/, '')}${relative}`;
}

export function linkFor(
  profile: AffiliateProfile,
  origin: string,
  landingPath: string,
  param: string,
): string {
  return profile.url ?? affiliateLink(origin, landingPath, param, profile.code);
}
