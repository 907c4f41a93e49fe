import type { StorePlugins } from '../model';
import type { Consent } from '../rules/consentMode';
import { readMetaTag } from '../validation/verification';

/**
 * Which tracking scripts a store's shopper gets (storefront spec, "Cookie consent" and the
 * dashboard plugins): analytics consent loads Google Analytics (a `G-` measurement id or a
 * `UA-n-n` tracking id); ad consent loads Google Ads conversion tracking (conversion id),
 * the Facebook pixel and the Pinterest tag. A plugin switched off (`enabled: false`) or
 * without its id loads nothing. The seller's pasted pixel snippets are never run: only the
 * numeric id is read from them and the vendor's standard loader is used.
 */
export type TrackingVendor = 'google-analytics' | 'google-ads' | 'facebook' | 'pinterest';
export type ConsentPurpose = 'analytics' | 'ads';

export interface TrackingScript {
  vendor: TrackingVendor;
  /** Which consent it needs. */
  purpose: ConsentPurpose;
  /** The vendor's loader. */
  src: string;
  /** The ids the loader is configured with (gtag: each id gets a `config`). */
  ids: string[];
}

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
export const FACEBOOK_PIXEL_URL = 'https://connect.facebook.net/en_US/fbevents.js';
export const PINTEREST_TAG_URL = 'https://s.pinimg.com/ct/core.js';

const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
const TRACKING_ID = /^UA-\d+-\d+$/;
const CONVERSION_ID = /^\d{7,12}$/;
const CONVERSION_LABEL = /^[A-Za-z0-9_-]{18,22}$/;

/** The pixel id of a Facebook pixel snippet (`fbq('init', '<id>')`), or null. */
export function facebookPixelId(snippet: string): string | null {
  return /fbq\(\s*['"]init['"]\s*,\s*['"](\d{5,20})['"]/.exec(snippet)?.[1] ?? null;
}

/** The tag id of a Pinterest tag snippet (`pintrk('load', '<id>')`), or null. */
export function pinterestTagId(snippet: string): string | null {
  return /pintrk\(\s*['"]load['"]\s*,\s*['"](\d{5,20})['"]/.exec(snippet)?.[1] ?? null;
}

const gtagUrl = (id: string) => `${GTAG_URL}?id=${encodeURIComponent(id)}`;

/** Every tracking script the store has configured, whatever the consent. */
export function configuredTracking(plugins: StorePlugins): TrackingScript[] {
  const scripts: TrackingScript[] = [];
  const analytics = plugins.analytics;
  if (analytics && analytics.enabled !== false) {
    const ids = [analytics.measurementId.trim(), analytics.trackingId.trim()].filter(
      (id) => MEASUREMENT_ID.test(id) || TRACKING_ID.test(id),
    );
    const first = ids[0];
    if (first)
      scripts.push({ vendor: 'google-analytics', purpose: 'analytics', src: gtagUrl(first), ids });
  }
  const marketing = plugins.marketing;
  if (marketing && marketing.enabled !== false) {
    const id = marketing.adsConversionId.trim();
    if (CONVERSION_ID.test(id)) {
      const adsId = `AW-${id}`;
      const label = marketing.adsConversionLabel.trim();
      scripts.push({
        vendor: 'google-ads',
        purpose: 'ads',
        src: gtagUrl(adsId),
        ids: CONVERSION_LABEL.test(label) ? [adsId, `${adsId}/${label}`] : [adsId],
      });
    }
  }
  const facebook = plugins['facebook-tracking-pixel'];
  if (facebook && facebook.enabled !== false) {
    const id = facebookPixelId(facebook.pixel);
    if (id)
      scripts.push({ vendor: 'facebook', purpose: 'ads', src: FACEBOOK_PIXEL_URL, ids: [id] });
  }
  const pinterest = plugins.pinterest;
  if (pinterest && pinterest.enabled !== false) {
    const id = pinterestTagId(pinterest.pixel);
    if (id)
      scripts.push({ vendor: 'pinterest', purpose: 'ads', src: PINTEREST_TAG_URL, ids: [id] });
  }
  return scripts;
}

/** The scripts a shopper with this consent gets: none without a choice. */
export function trackingScripts(plugins: StorePlugins, consent: Consent | null): TrackingScript[] {
  if (!consent) return [];
  return configuredTracking(plugins).filter((script) =>
    script.purpose === 'analytics' ? consent.analytics === 'granted' : consent.ads === 'granted',
  );
}

/**
 * The hosts the page's Content Security Policy must allow for the store's configured
 * tracking: scripts (the loaders, and what they load in turn) and their beacons.
 */
export function trackingCspSources(plugins: StorePlugins): { script: string[]; connect: string[] } {
  const script = new Set<string>();
  const connect = new Set<string>();
  for (const { vendor } of configuredTracking(plugins)) {
    if (vendor === 'google-analytics' || vendor === 'google-ads') {
      script.add('https://www.googletagmanager.com');
      connect.add('https://www.google-analytics.com');
      connect.add('https://*.google-analytics.com');
      connect.add('https://www.googletagmanager.com');
      if (vendor === 'google-ads') {
        script.add('https://www.googleadservices.com');
        script.add('https://googleads.g.doubleclick.net');
        connect.add('https://www.google.com');
        connect.add('https://googleads.g.doubleclick.net');
      }
    } else if (vendor === 'facebook') {
      script.add('https://connect.facebook.net');
      connect.add('https://www.facebook.com');
      connect.add('https://connect.facebook.net');
    } else {
      script.add('https://s.pinimg.com');
      connect.add('https://ct.pinterest.com');
      connect.add('https://s.pinimg.com');
    }
  }
  return { script: [...script], connect: [...connect] };
}

/** A verification meta tag to server-render: its name and content, or null when not one. */
export type VerificationMeta = {
  name: string;
  content: string;
};

/**
 * The site-verification meta tags of the store (Google, Facebook, Pinterest). They are not
 * tracking, so they are in every page's head whatever the consent; rebuilt from the
 * pasted tag's name and content only (nothing else of the paste reaches the page). A
 * plugin switched off contributes none.
 */
export function verificationMeta(plugins: StorePlugins): VerificationMeta[] {
  const { marketing, pinterest } = plugins;
  const facebook = plugins['facebook-tracking-pixel'];
  const pasted: Array<[string, string | undefined]> = [
    ['google-site-verification', marketing?.enabled === false ? '' : marketing?.googleVerification],
    ['facebook-domain-verification', facebook?.enabled === false ? '' : facebook?.verification],
    ['p:domain_verify', pinterest?.enabled === false ? '' : pinterest?.verification],
  ];
  const tags: VerificationMeta[] = [];
  for (const [name, text] of pasted) {
    if (!text) continue;
    const attributes = readMetaTag(text);
    const content = attributes?.content?.trim();
    if (attributes?.name === name && content) tags.push({ name, content });
  }
  return tags;
}
