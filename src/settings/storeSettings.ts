import { z } from 'zod';
import { PAYMENT_PROCESSOR_TYPES, storePluginsSchema } from '../model/store';
import { customCodeInput } from './customCodeInput';
import { domain, password as passwordRule, required, ruledString, url } from '../validation';

/**
 * The store settings a seller changes from /dashboard/settings/, one section per form.
 * Each section is saved against the settings version it was read at (409 when stale).
 */
export const SETTINGS_SECTIONS = [
  'general',
  'domain',
  'access',
  'banners',
  'search',
  'payments',
  'code',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const STORE_NAME_MAX = 80;
export const BANNER_TEXT_MAX = 200;
export const SEARCH_REDIRECTS_MAX = 100;
export const DUPLICATE_SEARCH_TERM_MESSAGE = 'Each search term can redirect to one place only';
export const PASSWORD_NEEDED_MESSAGE = 'Choose the password shoppers will type to get in';
export const LAUNCH_DATE_MESSAGE = 'Please enter a valid date and time';
export const CUTOFF_DATE_MESSAGE = 'Please enter a valid date';
export const SETTINGS_CONFLICT_MESSAGE =
  'These settings were changed by someone else. Reload them to see the current settings.';
export const STORE_PASSWORD_WRONG_MESSAGE = 'That password is not right';

/** An optional image or link address: blank, a site-relative path or an allowed URL. */
const optionalUrl = ruledString([url]).transform((text) => (text === '' ? null : text));

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CUTOFF_DATE_MESSAGE)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), CUTOFF_DATE_MESSAGE);

export const settingsSectionSchemas = {
  general: z.object({
    name: ruledString([required]).pipe(
      z
        .string()
        .max(STORE_NAME_MAX, `This field must be no more than ${STORE_NAME_MAX} characters`),
    ),
    logo: optionalUrl,
    favicon: optionalUrl,
    ogImage: optionalUrl,
  }),
  domain: z.object({
    // Blank removes the custom domain: the store is then at its platform subdomain only.
    customDomain: ruledString([domain]).transform((text) =>
      text === '' ? null : text.toLowerCase().replace(/\.$/, ''),
    ),
  }),
  access: z.object({
    passwordProtected: z.boolean(),
    /** A new storefront password; blank keeps the current one. */
    password: ruledString([passwordRule], { trim: false })
      .max(200, 'This field must be no more than 200 characters')
      .default(''),
    comingSoon: z.object({
      enabled: z.boolean(),
      launchDate: z
        .string()
        .trim()
        .refine((text) => text === '' || !Number.isNaN(Date.parse(text)), LAUNCH_DATE_MESSAGE)
        .transform((text) => (text === '' ? null : new Date(text).toISOString())),
    }),
  }),
  banners: z.object({
    sitewideBanner: z.object({
      enabled: z.boolean(),
      text: z
        .string()
        .trim()
        .max(BANNER_TEXT_MAX, `This field must be no more than ${BANNER_TEXT_MAX} characters`),
      href: optionalUrl,
    }),
    christmasCutoffDates: z
      .array(z.object({ service: ruledString([required]), date: isoDate }))
      .max(20),
    christmasContent: z.object({ show: z.boolean(), text: z.string().trim().max(BANNER_TEXT_MAX) }),
  }),
  search: z.object({
    searchRedirects: z
      .array(
        z.object({
          searchTerm: ruledString([required]),
          destinationUrl: ruledString([required, url]),
        }),
      )
      .max(SEARCH_REDIRECTS_MAX)
      .superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          const term = row.searchTerm.toLowerCase();
          if (seen.has(term))
            ctx.addIssue({
              code: 'custom',
              message: DUPLICATE_SEARCH_TERM_MESSAGE,
              path: [index, 'searchTerm'],
            });
          seen.add(term);
        });
      }),
  }),
  payments: z.object({ type: z.enum(PAYMENT_PROCESSOR_TYPES) }),
  code: z.object({ customCode: customCodeInput }),
} satisfies Record<SettingsSection, z.ZodType>;

export type SettingsSectionInput<S extends SettingsSection> = z.infer<
  (typeof settingsSectionSchemas)[S]
>;

/** GET /divisions/{division}/settings/: everything the settings screens show. */
export const storeSettingsViewSchema = z.object({
  version: z.number(),
  name: z.string(),
  subdomain: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  ogImage: z.string().nullable(),
  customDomain: z.string().nullable(),
  passwordProtected: z.boolean(),
  /** Whether a storefront password is set (the password itself never leaves the server). */
  hasPassword: z.boolean(),
  comingSoon: z.object({ enabled: z.boolean(), launchDate: z.string().nullable() }),
  sitewideBanner: z.object({
    enabled: z.boolean(),
    text: z.string(),
    href: z.string().nullable(),
  }),
  christmasCutoffDates: z.array(z.object({ service: z.string(), date: z.string() })),
  christmasContent: z.object({ show: z.boolean(), text: z.string() }),
  searchRedirects: z.array(z.object({ searchTerm: z.string(), destinationUrl: z.string() })),
  paymentProcessorType: z.enum(PAYMENT_PROCESSOR_TYPES),
  /** The custom code snippet, whichever shape it is stored in. */
  customCode: z.string().default(''),
  plugins: storePluginsSchema,
});
export type StoreSettingsView = z.infer<typeof storeSettingsViewSchema>;

/** The DNS record a seller creates for a custom domain, and what the check found. */
export const domainCheckSchema = z.object({
  domain: z.string(),
  record: z.object({ type: z.enum(['CNAME', 'A']), name: z.string(), value: z.string() }),
  pointsToUs: z.boolean(),
  found: z.array(z.string()),
  message: z.string(),
});
export type DomainCheck = z.infer<typeof domainCheckSchema>;

/**
 * The record to create: a CNAME to the store's platform host for a subdomain
 * (`shop.example.com`), an A record to our address for an apex domain (`example.com`),
 * which cannot carry a CNAME.
 */
export function dnsRecordFor(
  customDomain: string,
  target: { host: string; address: string },
): DomainCheck['record'] {
  const labels = customDomain.split('.');
  return labels.length > 2
    ? { type: 'CNAME', name: customDomain, value: target.host }
    : { type: 'A', name: customDomain, value: target.address };
}

/** Does what DNS answered for the domain point at us? */
export function pointsToUs(
  found: { cnames: readonly string[]; addresses: readonly string[] },
  target: { host: string; address: string },
): boolean {
  const host = target.host.toLowerCase().replace(/\.$/, '');
  return (
    found.cnames.some((name) => name.toLowerCase().replace(/\.$/, '') === host) ||
    found.addresses.includes(target.address)
  );
}
