/**
 * The built-in test payment processor follows Stripe's documented test cards, so a
 * shopper trying the demo and a test use the numbers they already know. Any future expiry
 * date and any CVC work, as on Stripe; every other number is refused, because this
 * processor never takes real cards.
 */
export type TestCardOutcome = 'succeeds' | 'declined' | 'authenticate' | 'unknown';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002500003155',
} as const;

export const TEST_PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  unknown: 'This store takes test payments only: use a test card such as 4242 4242 4242 4242.',
  expiry: 'Your card has expired or its expiry date is not valid.',
  cvc: "Your card's security code is not valid.",
  authenticationFailed:
    'We could not authenticate your payment. Choose another card and try again.',
} as const;

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

export function testCardOutcome(number: string): TestCardOutcome {
  const digits = cardDigits(number);
  const match = (Object.keys(TEST_CARDS) as (keyof typeof TEST_CARDS)[]).find(
    (outcome) => TEST_CARDS[outcome] === digits,
  );
  return match ?? 'unknown';
}

/** `MM / YY` or `MM/YYYY`, in the future (the card works through its expiry month). */
export function isValidExpiry(text: string, today: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
}

export const isValidCvc = (text: string): boolean => /^\d{3,4}$/.test(text.trim());
