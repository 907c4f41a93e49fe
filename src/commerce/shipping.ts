import { EU_COUNTRIES, isEuCountry } from '../validation/countries';
import type { ChristmasCutoffDate } from '../model';

/**
 * Where an order ships decides its methods, prices and delivery estimates. The spec names
 * a shipping method "with price and delivery estimate per region" without the table, so
 * these are ours: three regions (the UK, the EU, the rest of the world), a standard and
 * an express service in each, priced in GBP like the products.
 */
export type ShippingRegion = 'uk' | 'eu' | 'world';
export type ShippingMethodCode = 'standard' | 'express';

export interface ShippingMethod {
  code: ShippingMethodCode;
  /** The service's name; Christmas cut-off dates are matched to it by this name. */
  name: string;
  /** Price in GBP, VAT included. */
  price: number;
  /** Working days from dispatch. */
  minDays: number;
  maxDays: number;
}

/** Countries we ship to beyond the EU: the UK first (GB), then the rest of the world. */
export const SHIPPING_COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'GB', name: 'United Kingdom' },
  ...EU_COUNTRIES,
  { code: 'AU', name: 'Australia' },
  { code: 'CA', name: 'Canada' },
  { code: 'IS', name: 'Iceland' },
  { code: 'JP', name: 'Japan' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NO', name: 'Norway' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'US', name: 'United States' },
];

export const isShippingCountry = (code: string): boolean =>
  SHIPPING_COUNTRIES.some((country) => country.code === code);

export const countryName = (code: string): string =>
  SHIPPING_COUNTRIES.find((country) => country.code === code)?.name ?? code;

export const shippingRegionOf = (country: string): ShippingRegion =>
  country === 'GB' ? 'uk' : isEuCountry(country) ? 'eu' : 'world';

const METHODS: Record<ShippingRegion, readonly ShippingMethod[]> = {
  uk: [
    { code: 'standard', name: 'Standard delivery', price: 3.95, minDays: 2, maxDays: 4 },
    { code: 'express', name: 'Express delivery', price: 6.95, minDays: 1, maxDays: 1 },
  ],
  eu: [
    { code: 'standard', name: 'Standard delivery', price: 6.95, minDays: 4, maxDays: 8 },
    { code: 'express', name: 'Express delivery', price: 14.95, minDays: 2, maxDays: 3 },
  ],
  world: [
    { code: 'standard', name: 'Standard delivery', price: 9.95, minDays: 7, maxDays: 14 },
    { code: 'express', name: 'Express delivery', price: 24.95, minDays: 3, maxDays: 5 },
  ],
};

/** UK standard delivery is free from this basket subtotal (GBP). */
export const FREE_UK_STANDARD_FROM = 50;

/** The methods offered for a destination, with the price this basket pays. */
export function shippingMethodsFor(country: string, subtotalGbp: number): ShippingMethod[] {
  const region = shippingRegionOf(country);
  return METHODS[region].map((method) =>
    region === 'uk' && method.code === 'standard' && subtotalGbp >= FREE_UK_STANDARD_FROM
      ? { ...method, price: 0 }
      : method,
  );
}

export const deliveryEstimate = (method: ShippingMethod): string =>
  method.minDays === method.maxDays
    ? `${method.minDays} working day${method.minDays === 1 ? '' : 's'}`
    : `${method.minDays}-${method.maxDays} working days`;

/** How long before a cut-off date the checkout starts showing it. */
export const CHRISTMAS_NOTICE_DAYS = 45;

/**
 * The Christmas cut-off that applies to a method today: its service's date, shown from
 * CHRISTMAS_NOTICE_DAYS before it until the day itself; null otherwise. Dates are ISO
 * days (`2026-12-18`), compared as UTC days.
 */
export function christmasCutoffFor(
  method: Pick<ShippingMethod, 'name'>,
  cutoffs: readonly ChristmasCutoffDate[],
  today: Date,
): string | null {
  const cutoff = cutoffs.find((each) => each.service.toLowerCase() === method.name.toLowerCase());
  if (!cutoff) return null;
  const day = Date.parse(`${cutoff.date}T00:00:00Z`);
  if (Number.isNaN(day)) return null;
  const todayDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daysLeft = (day - todayDay) / 86_400_000;
  return daysLeft >= 0 && daysLeft <= CHRISTMAS_NOTICE_DAYS ? cutoff.date : null;
}
