import { z } from 'zod';
import { basketItemSchema } from './catalog';
import { DEFAULT_LAYOUT } from './constants';
import { layoutNameSchema, loginStateSchema } from './page';

/**
 * The store core data (pages, and a state with currency, split tests, subdomain, Christmas
 * cut-off dates and content, payment processor), as
 * GET /omnis/v3/frontend/{division?}/getStoreCoreData/json/ returns it: `{ pages, state }`.
 * The server builds it; the runtime parses it (SSR embeds it, the client reads it back).
 * Every optional part has a default so an older or partial payload still parses.
 */

export const DEFAULT_CURRENCY = 'GBP';

/** Payment processor types: provider-operated by default, or direct. */
export const PAYMENT_PROCESSOR_TYPES = ['teemill', 'direct'] as const;
export const paymentProcessorSchema = z.object({
  type: z.enum(PAYMENT_PROCESSOR_TYPES).default('teemill'),
  /** Provider-operated: card and wallet accounts (`stripe`, `paypal`) by name -> account id. */
  accounts: z.record(z.string(), z.string().nullable()).default({}),
});
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;

/** A favourite: productId or productUrl, colour, size, key. */
export const favouriteItemSchema = z.object({
  key: z.string(),
  productId: z.number().nullable().default(null),
  productUrl: z.string().nullable().default(null),
  productColor: z.string().nullable().default(null),
  productSize: z.string().nullable().default(null),
  name: z.string().default(''),
  image: z.string().nullable().default(null),
  price: z.number().nullable().default(null),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

// ---------------------------------------------------------------- main menu

export const TILE_BORDER_RADII = ['sharp', 'smooth', 'rounded', 'circle'] as const;
export const TILE_RATIOS = ['wide', 'short', '4:3', 'square', 'tall'] as const;
export const TEXT_SHADOWS = ['none', 'light', 'medium', 'heavy'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;

/** The button an image tile may carry. `width: 'full'` stretches it across the tile. */
export const tileButtonSchema = z.object({
  text: z.string(),
  textColor: z.string().nullable().default(null),
  backgroundColor: z.string().nullable().default(null),
  borderColor: z.string().nullable().default(null),
  borderRadius: z.string().nullable().default(null),
  width: z.enum(['auto', 'full']).default('auto'),
});
export type TileButton = z.infer<typeof tileButtonSchema>;

/** Image tile of a menu submenu. */
export const imageTileSchema = z.object({
  src: z.string(),
  title: z.string().default(''),
  description: z.string().default(''),
  link: z.string().default('#'),
  /** Colour laid over the image (CSS colour), or null for none. */
  overlay: z.string().nullable().default(null),
  borderRadius: z.enum(TILE_BORDER_RADII).default('sharp'),
  ratio: z.enum(TILE_RATIOS).default('square'),
  textAlignment: z.enum(TEXT_ALIGNMENTS).default('left'),
  color: z.string().nullable().default(null),
  shadow: z.enum(TEXT_SHADOWS).default('none'),
  button: tileButtonSchema.nullable().default(null),
});
export type ImageTile = z.infer<typeof imageTileSchema>;

/** A plain link in a list-mode submenu segment. */
export const menuLinkSchema = z.object({
  text: z.string(),
  href: z.string(),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

const segmentBase = {
  title: z.string().default(''),
  link: z.string().nullable().default(null),
  /** An optional image shown beside the segment's title. */
  image: z.string().nullable().default(null),
};

/** A submenu segment: a grid of image tiles, or a list of links. */
export const submenuSegmentSchema = z.discriminatedUnion('mode', [
  z.object({
    ...segmentBase,
    mode: z.literal('tiles'),
    items: z.array(imageTileSchema).default([]),
  }),
  z.object({ ...segmentBase, mode: z.literal('list'), items: z.array(menuLinkSchema).default([]) }),
]);
export type SubmenuSegment = z.infer<typeof submenuSegmentSchema>;

/** Main menu entry. An entry without segments is a plain link. */
export const mainMenuEntrySchema = z.object({
  text: z.string(),
  href: z.string().default('#'),
  color: z.string().nullable().default(null),
  backgroundColor: z.string().nullable().default(null),
  submenu: z.array(submenuSegmentSchema).default([]),
});
export type MainMenuEntry = z.infer<typeof mainMenuEntrySchema>;

// ---------------------------------------------------------------- plugins

/** The plugin map of the storefront view; a key is present only when the plugin is installed. */
export const storePluginsSchema = z.object({
  'email-subscriber-offer': z
    .object({ enabled: z.boolean().default(true), mailingList: z.string().default('newsletter') })
    .optional(),
  'cookie-policy': z
    .object({ message: z.string().default(''), allowEssentialOnly: z.boolean().default(false) })
    .optional(),
  'christmas-banner': z
    .object({
      disabled: z.boolean().default(false),
      backgroundColor: z.string().default('#9E1919'),
      textColor: z.string().default('#FFFFFF'),
    })
    .optional(),
  /** Currency plugin: `currencies` is a comma list of codes. */
  currency: z
    .object({
      currency: z.string().default(DEFAULT_CURRENCY),
      currencies: z.string().default(DEFAULT_CURRENCY),
      enabled: z.boolean().default(true),
    })
    .optional(),
  /** Google Analytics (dashboard plugins screen): loaded only after analytics consent. */
  analytics: z
    .object({
      enabled: z.boolean().default(true),
      measurementId: z.string().default(''),
      trackingId: z.string().default(''),
    })
    .optional(),
  /** Google Ads conversion tracking and Search Console verification. */
  marketing: z
    .object({
      enabled: z.boolean().default(true),
      adsConversionId: z.string().default(''),
      adsConversionLabel: z.string().default(''),
      googleVerification: z.string().default(''),
    })
    .optional(),
  /** The Facebook (Meta) pixel snippet and domain verification tag. */
  'facebook-tracking-pixel': z
    .object({
      enabled: z.boolean().default(true),
      pixel: z.string().default(''),
      verification: z.string().default(''),
    })
    .optional(),
  /** The Pinterest tag snippet and domain verification tag. */
  pinterest: z
    .object({
      enabled: z.boolean().default(true),
      pixel: z.string().default(''),
      verification: z.string().default(''),
    })
    .optional(),
});
export type StorePlugins = z.infer<typeof storePluginsSchema>;

// ---------------------------------------------------------------- division and subdomain

/** The store as the storefront sees it: its division, whether it is active and Pro. */
export const storeDivisionSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  logo: z.string().nullable().default(null),
  /** The custom domain in use, else the platform subdomain host. */
  activeDomainName: z.string().nullable().default(null),
  active: z.boolean().default(true),
  pro: z.boolean().default(false),
});
export type StoreDivision = z.infer<typeof storeDivisionSchema>;

export const sitewideBannerSchema = z.object({
  enabled: z.boolean().default(false),
  text: z.string().default(''),
  href: z.string().nullable().default(null),
  backgroundColor: z.string().nullable().default(null),
  textColor: z.string().nullable().default(null),
});
export type SitewideBanner = z.infer<typeof sitewideBannerSchema>;

export const searchRedirectSchema = z.object({
  searchTerm: z.string(),
  destinationUrl: z.string(),
});
export type SearchRedirect = z.infer<typeof searchRedirectSchema>;

/** Custom code a seller injects: a string, or an object with a `global` member. */
export const customCodeSchema = z.union([z.string(), z.object({ global: z.string().default('') })]);

/** Subdomain, storefront view. */
export const storeSubdomainSchema = z.object({
  cart: z.object({ items: z.array(basketItemSchema).default([]) }).prefault({}),
  favicon: z.string().nullable().default(null),
  meta: z.object({ ogImage: z.string().nullable().default(null) }).prefault({}),
  customCode: customCodeSchema.default(''),
  customDomainName: z.string().nullable().default(null),
  favourites: z.object({ items: z.array(favouriteItemSchema).default([]) }).prefault({}),
  searchRedirects: z.array(searchRedirectSchema).default([]),
  plugins: storePluginsSchema.prefault({}),
  passwordProtected: z.boolean().default(false),
  comingSoonPageData: z
    .object({
      enabled: z.boolean().default(false),
      launchDate: z.string().nullable().default(null),
    })
    .prefault({}),
  sitewideBanner: sitewideBannerSchema.prefault({}),
  mainMenu: z.array(mainMenuEntrySchema).default([]),
  /** Theme preset name (one of the presets in themes/). */
  theme: z.string().default('naked'),
  /** The theme keys the seller changed over that preset (the theme editor's saved changes). */
  themeOverrides: z.record(z.string(), z.string()).default({}),
  division: storeDivisionSchema,
  sessionId: z.string(),
});
export type StoreSubdomain = z.infer<typeof storeSubdomainSchema>;

// ---------------------------------------------------------------- state

/** A Christmas last-order date for one delivery service. */
export const christmasCutoffDateSchema = z.object({
  service: z.string(),
  /** ISO date, `2025-12-18`. */
  date: z.string(),
});
export type ChristmasCutoffDate = z.infer<typeof christmasCutoffDateSchema>;

/** Split test state: the active variation per test. */
export const splitTestSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  variation: z.object({ id: z.number(), name: z.string() }).nullable().default(null),
  availableVariations: z.array(z.object({ id: z.number(), name: z.string() })).default([]),
  discovered: z.boolean().default(false),
});
export type SplitTest = z.infer<typeof splitTestSchema>;

export const storeStateSchema = z.object({
  /** The shopper's selected currency code (cookie `currency`), GBP by default. */
  currency: z.string().default(DEFAULT_CURRENCY),
  splitTest: z.array(splitTestSchema).default([]),
  subdomain: storeSubdomainSchema,
  christmasCutoffDates: z.array(christmasCutoffDateSchema).default([]),
  /** Shipping state: whether the Christmas content (banner) is shown. */
  christmasContent: z
    .object({ show: z.boolean().default(false), text: z.string().default('') })
    .prefault({}),
  paymentProcessor: paymentProcessorSchema.prefault({}),
  /** Whether the store offers favourites (the header heart shows only then, with a count above 0). */
  favouritesEnabled: z.boolean().default(true),
  /**
   * The cookie-consent choice this request carried, or null: with one the storefront
   * applies it to Consent Mode and never loads the cookie banner (issue 21). Ours.
   */
  consent: z
    .object({ analytics: z.enum(['granted', 'denied']), ads: z.enum(['granted', 'denied']) })
    .nullable()
    .default(null),
});
export type StoreState = z.infer<typeof storeStateSchema>;

// ---------------------------------------------------------------- pages

/** A published page summary, what the runtime needs to add the page as a route. */
export const storeCorePageSchema = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string().default(''),
  layout: layoutNameSchema.default(DEFAULT_LAYOUT),
  loginState: loginStateSchema.default('everyone'),
  published: z.boolean().default(true),
  sitemap: z.boolean().default(true),
  isSearchable: z.boolean().default(true),
});
export type StoreCorePage = z.infer<typeof storeCorePageSchema>;

export const storeCoreDataSchema = z.object({
  pages: z.array(storeCorePageSchema).default([]),
  state: storeStateSchema,
});
export type StoreCoreData = z.infer<typeof storeCoreDataSchema>;
export type StoreCoreDataInput = z.input<typeof storeCoreDataSchema>;
