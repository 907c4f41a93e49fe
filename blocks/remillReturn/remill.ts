import { z } from 'zod';
import { email, required, validate } from '../../src/validation';

/**
 * The free "return an item" offer: any brand's
 * 100% cotton clothing is taken back, postage paid in the UK, for a coupon. The shopper
 * leaves an email in a popup; the call answers `{ type, message }`.
 */
export const REMILL_PATH = '/frontend/retex/remill/submit/';

/** The offer's terms, to the letter. */
export const REMILL_TERMS = [
  '100% cotton clothing of any brand',
  'Not denim, not underwear',
  'The care label must be visible',
  'Postage is paid in the UK',
  'You get a coupon for your next purchase',
] as const;

export const REMILL_MESSAGES = {
  failure: "We're sorry, something went wrong. Please try again later.",
  thanks: 'Thank you! Check your email for what to do next.',
} as const;

export const remillResponseSchema = z.object({ type: z.string(), message: z.string() });
export type RemillResponse = z.infer<typeof remillResponseSchema>;

/** Email required and valid. */
export function remillEmailError(value: string): string | undefined {
  return validate(value, [required, email]);
}

/** Submit is blocked while a submission is in flight or the form is invalid. */
export function canSubmitRemill(value: string, inFlight: boolean): boolean {
  return !inFlight && remillEmailError(value) === undefined;
}

export type RemillOutcome =
  /** Success: the popup moves to its thank-you state, showing the server's message. */
  | { state: 'thanks'; message: string }
  /** Any other answer: the form stays, showing the server's message. */
  | { state: 'form'; message: string };

/** What the popup does with the call's answer; a malformed answer counts as a failure. */
export function remillOutcome(body: unknown): RemillOutcome {
  const parsed = remillResponseSchema.safeParse(body);
  if (!parsed.success) return { state: 'form', message: REMILL_MESSAGES.failure };
  const { type, message } = parsed.data;
  if (type === 'success') return { state: 'thanks', message: message || REMILL_MESSAGES.thanks };
  return { state: 'form', message: message || REMILL_MESSAGES.failure };
}
