import { z } from 'zod';
import {
  christmasCutoffDateSchema,
  customCodeSchema,
  mainMenuEntrySchema,
  paymentProcessorSchema,
  searchRedirectSchema,
  sitewideBannerSchema,
  storePluginsSchema,
} from '../../src/model';

/**
 * A store's storefront settings that no query filters on, kept as one JSON column
 * (divisions.settings). Parsed with the shared schemas so what the core-data route
 * returns always matches src/model/store.ts.
 */
export const divisionSettingsSchema = z.object({
  favicon: z.string().nullable().default(null),
  ogImage: z.string().nullable().default(null),
  customCode: customCodeSchema.default(''),
  searchRedirects: z.array(searchRedirectSchema).default([]),
  plugins: storePluginsSchema.prefault({}),
  comingSoon: z
    .object({
      enabled: z.boolean().default(false),
      launchDate: z.string().nullable().default(null),
    })
    .prefault({}),
  sitewideBanner: sitewideBannerSchema.prefault({}),
  mainMenu: z.array(mainMenuEntrySchema).default([]),
  christmasCutoffDates: z.array(christmasCutoffDateSchema).default([]),
  christmasContent: z
    .object({ show: z.boolean().default(false), text: z.string().default('') })
    .prefault({}),
  paymentProcessor: paymentProcessorSchema.prefault({}),
  /** The favourites feature (the header heart, /favourites/, adding from products); on by default. */
  favouritesEnabled: z.boolean().default(true),
  /**
   * The seller's details printed on invoices. Empty fields are left off the invoice; the
   * legal name falls back to the store's name.
   */
  company: z
    .object({
      legalName: z.string().max(200).default(''),
      address: z.string().max(500).default(''),
      vatNumber: z.string().max(40).default(''),
      companyNumber: z.string().max(40).default(''),
      email: z.string().max(200).default(''),
    })
    .prefault({}),
});
export type DivisionSettings = z.infer<typeof divisionSettingsSchema>;
export type DivisionSettingsInput = z.input<typeof divisionSettingsSchema>;

/** Dashboard setup steps (saving a page completes 'homepage' and moves on to 'collection'). */
export const setupStateSchema = z.object({
  completed: z.array(z.string()).default([]),
  current: z.string().default('homepage'),
});
export type SetupState = z.infer<typeof setupStateSchema>;
