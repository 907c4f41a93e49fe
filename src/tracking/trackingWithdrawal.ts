import { stringifySetCookie } from 'cookie';
import type { StorePlugins } from '../model';
import type { Consent } from '../rules/consentMode';
import { trackingScripts, type TrackingScript, type TrackingVendor } from './trackingScripts';

/**
 * What a change of consent takes away: the scripts the earlier choice allowed and the new
 * one does not (a shopper who withdraws analytics keeps the ad tags they still allow), and
 * the first-party cookies those vendors are documented to set, to delete.
 */
export function withdrawnTracking(
  plugins: StorePlugins,
  previous: Consent | null,
  next: Consent | null,
): TrackingScript[] {
  const kept = new Set(trackingScripts(plugins, next).map((script) => script.vendor));
  return trackingScripts(plugins, previous).filter((script) => !kept.has(script.vendor));
}

/** Cookies each vendor's loader sets on the store's own domain (the vendors' documentation). */
const VENDOR_COOKIES: Record<TrackingVendor, readonly string[]> = {
  'google-analytics': ['_ga', '_gid', '_gat'],
  'google-ads': ['_gcl_au', '_gcl_aw', '_gcl_dc', '_gcl_gb'],
  facebook: ['_fbp', '_fbc'],
  pinterest: ['_pin_unauth', '_pinterest_ct_ua', '_epik', '_derived_epik'],
};

/** The cookie names a script leaves behind, with the per-id ones gtag derives from its ids. */
export function trackingCookieNames(script: TrackingScript): string[] {
  const names = [...VENDOR_COOKIES[script.vendor]];
  if (script.vendor === 'google-analytics')
    for (const id of script.ids) {
      if (id.startsWith('G-')) names.push(`_ga_${id.slice(2)}`);
      else names.push(`_gat_gtag_${id.replace(/-/g, '_')}`);
    }
  return names;
}

/**
 * The domains a cookie may have been set on from this host: host-only (no Domain) and each
 * parent domain, which is where the vendors write theirs (`.example.com`). A browser
 * ignores the deletion for a domain it would not have accepted (a public suffix).
 */
export function cookieDomains(hostname: string): Array<string | undefined> {
  const labels = hostname.split('.');
  const domains: Array<string | undefined> = [undefined];
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return domains;
  for (let start = 0; start < labels.length - 1; start++)
    domains.push(labels.slice(start).join('.'));
  return domains;
}

/** The `document.cookie` strings that delete these cookies on every domain they may be on. */
export function cookieDeletions(names: readonly string[], hostname: string): string[] {
  return names.flatMap((name) =>
    cookieDomains(hostname).map((domain) =>
      stringifySetCookie({ name, value: '', path: '/', domain, expires: new Date(0) }),
    ),
  );
}
