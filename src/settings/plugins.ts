import { z } from 'zod';
import { CURRENCIES } from '../currency/currencies';
import {
  adsConversionId,
  adsConversionLabel,
  analyticsMeasurementId,
  analyticsTrackingId,
  facebookPixel,
  facebookVerification,
  googleVerification,
  pinterestPixel,
  pinterestVerification,
  ruledString,
} from '../validation';

/**
 * The subdomain plugins a seller sets up from the dashboard (/plugins/ and
 * /plugins/{code}), each with the storefront spec's validators and messages. A plugin is
 * installed when its key is in the store's plugin map; removing it deletes the key.
 */
export const DASHBOARD_PLUGIN_CODES = [
  'currency',
  'analytics',
  'marketing',
  'facebook-tracking-pixel',
  'pinterest',
] as const;
export type DashboardPluginCode = (typeof DASHBOARD_PLUGIN_CODES)[number];

export const PLUGIN_INFO: Record<DashboardPluginCode, { name: string; description: string }> = {
  currency: {
    name: 'Currency',
    description: 'Let shoppers see prices in their own currency.',
  },
  analytics: {
    name: 'Google Analytics',
    description: 'Measure visits with your measurement ID (G-…) or tracking ID (UA-n-n).',
  },
  marketing: {
    name: 'Google Ads and Search Console',
    description: 'Count Google Ads conversions and verify your site with Google.',
  },
  'facebook-tracking-pixel': {
    name: 'Facebook pixel',
    description: 'Measure Facebook and Instagram ads, and verify your domain with Facebook.',
  },
  pinterest: {
    name: 'Pinterest',
    description: 'Measure Pinterest ads with the Pinterest tag, and verify your domain.',
  },
};

export const isDashboardPluginCode = (code: string): code is DashboardPluginCode =>
  (DASHBOARD_PLUGIN_CODES as readonly string[]).includes(code);

export const UNKNOWN_CURRENCY_MESSAGE = 'Choose currencies from the list';
export const NO_CURRENCIES_MESSAGE = 'Choose at least one currency to offer';
export const DEFAULT_NOT_OFFERED_MESSAGE = 'The default currency must be one of those offered';

const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => CURRENCIES.some((entry) => entry.code === code), UNKNOWN_CURRENCY_MESSAGE);

/** What each plugin's form sends; the server parses with these (422 with the first message). */
export const pluginInputSchemas = {
  currency: z
    .object({
      enabled: z.boolean(),
      currency: currencyCode,
      currencies: z.array(currencyCode).min(1, NO_CURRENCIES_MESSAGE).max(CURRENCIES.length),
    })
    .refine((plugin) => plugin.currencies.includes(plugin.currency), {
      message: DEFAULT_NOT_OFFERED_MESSAGE,
      path: ['currency'],
    })
    // Stored as the spec's comma list, repeats dropped, in the seller's order.
    .transform((plugin) => ({
      enabled: plugin.enabled,
      currency: plugin.currency,
      currencies: [...new Set(plugin.currencies)].join(','),
    })),
  analytics: z.object({
    enabled: z.boolean(),
    measurementId: ruledString([analyticsMeasurementId]),
    trackingId: ruledString([analyticsTrackingId]),
  }),
  marketing: z.object({
    enabled: z.boolean(),
    adsConversionId: ruledString([adsConversionId]),
    adsConversionLabel: ruledString([adsConversionLabel]),
    googleVerification: ruledString([googleVerification]),
  }),
  'facebook-tracking-pixel': z.object({
    enabled: z.boolean(),
    pixel: ruledString([facebookPixel]),
    verification: ruledString([facebookVerification]),
  }),
  pinterest: z.object({
    enabled: z.boolean(),
    pixel: ruledString([pinterestPixel]),
    verification: ruledString([pinterestVerification]),
  }),
} satisfies Record<DashboardPluginCode, z.ZodType>;

/** The currency plugin's comma list as the form's list of codes. */
export const currencyList = (currencies: string): string[] =>
  currencies
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
