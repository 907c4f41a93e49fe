import { z } from 'zod';
import { money } from '../commerce/money';
import { STANDARD_VAT_PERCENT } from '../commerce/totals';
import { vatIncluded } from '../commerce/vat';
import { STATUS_FLOWS, statusGroupIndex } from '../commerce/statusGroups';
import { mockupUrlSchema } from '../commerce/bespokeQuote';

/**
 * The quote inbox (issue 19). A quote request from `/get-a-quote/` or `/advanced-quote/`
 * is an order in status `quote`, the first group of the spec's bespoke flow. Staff reply
 * with a price and a note (terms requested: `bespoke_requested_terms`), turn it into a
 * bespoke order the shopper pays through `/pay/{order}/` (`bespoke_approved`, then
 * `bespoke_paid` once paid), or decline it with a reason (`cancelled`).
 */
export const QUOTE_MESSAGES = {
  priceRequired: 'Give a price of at least 0.01',
  priceTooHigh: 'Keep the price under 1,000,000.00',
  noteRequired: 'Write a note for the customer',
  reasonRequired: 'Give the customer a reason',
  textTooLong: 'Keep it under 2,000 characters',
  notFound: 'We were unable to find this quote',
  stale: 'This quote was changed by someone else. Reload and try again.',
  answered: 'This quote is already an order or declined',
} as const;

/** What a quote is, in the inbox's words, from its order's status. */
export const QUOTE_STATES = [
  'new',
  'replied',
  'accepted',
  'mockup',
  'ordered',
  'paid',
  'declined',
] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_STATE_LABELS: Record<QuoteState, string> = {
  new: 'New',
  replied: 'Replied',
  accepted: 'Terms accepted',
  mockup: 'Mockup to approve',
  ordered: 'Awaiting payment',
  paid: 'Paid',
  declined: 'Declined',
};

/** Statuses of a quote staff may still answer (reply, order or decline). */
export const OPEN_QUOTE_STATUSES = ['quote', 'bespoke_requested_terms'] as const;
/** The bespoke order waiting for the shopper's payment, and where a payment moves it. */
export const BESPOKE_UNPAID_STATUS = 'bespoke_approved';
export const BESPOKE_PAID_STATUS = 'bespoke_paid';

const PAID_GROUP = statusGroupIndex('bespoke', BESPOKE_PAID_STATUS);

export function quoteStateOf(status: string): QuoteState {
  if (status === 'quote' || status === 'bespoke_idle') return 'new';
  if (status === 'cancelled') return 'declined';
  const group = statusGroupIndex('bespoke', status);
  if (group >= PAID_GROUP) return 'paid';
  if (status === 'bespoke_authorised_terms') return 'accepted';
  if (status === 'bespoke_mockup') return 'mockup';
  if (status === BESPOKE_UNPAID_STATUS) return 'ordered';
  return 'replied';
}

export const isOpenQuote = (status: string): boolean =>
  (OPEN_QUOTE_STATUSES as readonly string[]).includes(status);

/** The order statuses each inbox filter lists. */
export const QUOTE_FILTERS = {
  /** Everything before the shopper approved: staff may still answer or attach a mockup. */
  open: [...OPEN_QUOTE_STATUSES, 'bespoke_authorised_terms', 'bespoke_mockup'],
  ordered: STATUS_FLOWS.bespoke
    .slice(2)
    .flat()
    .filter((status) => status !== 'bespoke_mockup') as string[],
  declined: ['cancelled'],
} as const satisfies Record<string, readonly string[]>;
export type QuoteFilter = keyof typeof QUOTE_FILTERS;

const PRICE_MAX = 100_000_000;
const TEXT_MAX = 2000;
const version = z.number().int().positive();
const price = z
  .number({ error: QUOTE_MESSAGES.priceRequired })
  .int(QUOTE_MESSAGES.priceRequired)
  .min(1, QUOTE_MESSAGES.priceRequired)
  .max(PRICE_MAX - 1, QUOTE_MESSAGES.priceTooHigh);
const text = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(TEXT_MAX, QUOTE_MESSAGES.textTooLong);

export const quotesQuerySchema = z.object({
  status: z.enum(['open', 'ordered', 'declined']).default('open'),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type QuotesQuery = z.infer<typeof quotesQuerySchema>;

/** A reply: the price (whole minor units, VAT included, for the whole quantity) and a note. */
export const quoteReplySchema = z.object({
  price,
  note: text(QUOTE_MESSAGES.noteRequired),
  /** The mockup may come with the reply, or later (quoteMockupSchema); empty means none. */
  mockupUrl: mockupUrlSchema.or(z.literal('')).default(''),
  version,
});

/** Staff attach or replace the quote's mockup image. */
export const quoteMockupSchema = z.object({ mockupUrl: mockupUrlSchema, version });

/** Turning a quote into a bespoke order at a price; the note is optional. */
export const quoteOrderSchema = z.object({
  price,
  note: z.string().trim().max(TEXT_MAX, QUOTE_MESSAGES.textTooLong).default(''),
  version,
});

export const quoteDeclineSchema = z.object({
  reason: text(QUOTE_MESSAGES.reasonRequired),
  version,
});

/**
 * Reads a price typed in pounds ("12", "12.5", "1,250.00") as whole minor units; null when
 * it is not a price.
 */
export function minorUnitsOf(typed: string): number | null {
  const clean = typed.trim().replace(/,/g, '').replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The one line of a bespoke order: the quoted price is VAT included at the standard rate,
 * for the whole quantity, so the order's total is exactly the price the shopper was told.
 */
export function bespokeOrderTotals(input: { price: number; quantity: number; currency: string }) {
  const split = vatIncluded(money(input.price, input.currency), STANDARD_VAT_PERCENT);
  return {
    item: {
      quantity: input.quantity,
      price: split.net.amount,
      tax: split.vat.amount,
      priceTaxIncluded: input.price,
      vatRate: STANDARD_VAT_PERCENT,
    },
    subtotal: split.net.amount,
    goodsTax: split.vat.amount,
    total: input.price,
  };
}

/** A quote request with its order (status, version, hash) as the inbox shows it. */
export interface QuoteRow {
  id: number;
  orderId: number;
  orderHash: string;
  divisionId: number;
  storeName: string | null;
  status: string;
  version: number;
  currency: string;
  total: number;
  name: string;
  email: string;
  product: string;
  quantity: number;
  description: string;
  deadline: string | null;
  referencedOrderHash: string | null;
  price: number | null;
  note: string;
  declineReason: string;
  answeredBy: string | null;
  answeredAt: string | null;
  mockupUrl: string;
  termsAcceptedAt: string | null;
  mockupApprovedAt: string | null;
  createdAt: string;
}

/** A quote as `/atlas/quotes/` answers it: the row and where it stands. */
export type QuoteView = QuoteRow & { state: QuoteState };
