import { z } from 'zod';
import { statusGroupIndex } from './statusGroups';

/**
 * The shopper's side of the bespoke flow (issue 19). After staff reply to a quote
 * (`bespoke_requested_terms`), the shopper opens the quote's page (`/quote/{hash}/`, the
 * order hash is the key), accepts the terms, approves the mockup staff attached
 * (`bespoke_mockup` → `bespoke_approved`) and pays (`bespoke_paid`). When staff have not
 * attached a mockup yet, accepting the terms waits in `bespoke_authorised_terms` until
 * they do.
 */
export const BESPOKE_QUOTE_MESSAGES = {
  notFound: 'We were unable to find this quote',
  stale: 'This quote has changed since you opened it. Here it is as it is now.',
  notTerms: 'These terms are no longer waiting for your answer',
  notMockup: 'There is no mockup waiting for your approval',
  mockupUrl: 'Give the address of an https:// image',
  mockupClosed: 'The mockup can no longer be changed: the customer has approved it',
} as const;

/** Where the shopper is in the flow, as the quote page shows it. */
export type ShopperQuoteStep =
  'waiting' | 'terms' | 'mockup-coming' | 'mockup' | 'pay' | 'paid' | 'declined';

const PAID_GROUP = statusGroupIndex('bespoke', 'bespoke_paid');

export function shopperQuoteStep(status: string): ShopperQuoteStep {
  if (status === 'cancelled') return 'declined';
  if (status === 'bespoke_requested_terms') return 'terms';
  if (status === 'bespoke_authorised_terms') return 'mockup-coming';
  if (status === 'bespoke_mockup') return 'mockup';
  if (status === 'bespoke_approved') return 'pay';
  return statusGroupIndex('bespoke', status) >= PAID_GROUP ? 'paid' : 'waiting';
}

/** Accepting the terms: straight to the mockup when staff attached one, else wait for it. */
export const statusAfterTerms = (mockupUrl: string): string =>
  mockupUrl ? 'bespoke_mockup' : 'bespoke_authorised_terms';

/**
 * Staff attaching (or replacing) the mockup: allowed until the shopper approved it. The
 * answer is the status the quote moves to: a shopper who already accepted the terms now
 * has the mockup to approve. Null when the mockup can no longer change.
 */
export function statusAfterMockup(status: string): string | null {
  if (status === 'bespoke_authorised_terms') return 'bespoke_mockup';
  if (status === 'quote' || status === 'bespoke_requested_terms' || status === 'bespoke_mockup')
    return status;
  return null;
}

/** A mockup is an image on the web: an https:// address, at most 2,000 characters. */
export const mockupUrlSchema = z
  .string({ error: BESPOKE_QUOTE_MESSAGES.mockupUrl })
  .trim()
  .max(2000, BESPOKE_QUOTE_MESSAGES.mockupUrl)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, BESPOKE_QUOTE_MESSAGES.mockupUrl);

/** The shopper's answers carry the version they read (409 when it changed). */
export const shopperQuoteAnswerSchema = z.object({ version: z.number().int().positive() });

/** What the quote page shows the shopper (never who answered it among staff). */
export const shopperQuoteViewSchema = z.object({
  hash: z.string(),
  reference: z.string(),
  step: z.enum(['waiting', 'terms', 'mockup-coming', 'mockup', 'pay', 'paid', 'declined']),
  status: z.string(),
  version: z.number().int(),
  storeName: z.string().nullable(),
  product: z.string(),
  quantity: z.number().int(),
  description: z.string(),
  /** Whole minor units, VAT included, for the whole quantity; null until staff reply. */
  price: z.number().int().nullable(),
  currency: z.string(),
  note: z.string(),
  declineReason: z.string(),
  mockupUrl: z.string(),
  termsAcceptedAt: z.string().nullable(),
  mockupApprovedAt: z.string().nullable(),
});
export type ShopperQuoteView = z.infer<typeof shopperQuoteViewSchema>;
