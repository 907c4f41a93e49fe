/**
 * A storefront visit through an affiliate's link (`?ref={code}`) is remembered in a
 * first-party cookie for the attribution window; an order placed while the cookie holds
 * counts for that affiliate. The cookie carries the code and when the visit happened, so
 * the window is checked on the server and not only by the browser's expiry.
 */
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_COOKIE = 'omnis_ref';
export const REFERRAL_WINDOW_DAYS = 30;
export const REFERRAL_WINDOW_S = REFERRAL_WINDOW_DAYS * 24 * 60 * 60;

/** The same rule as the affiliateSettings block: letters, digits, dashes, underscores, 3 to 20. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

export interface Referral {
  code: string;
  /** Epoch seconds of the visit through the link. */
  at: number;
}

/** The code a visit's `ref` parameter carries, or null when absent or malformed. */
export function referralCodeOf(param: unknown): string | null {
  const value = Array.isArray(param) ? param[0] : param;
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return CODE_PATTERN.test(code) ? code : null;
}

export const formatReferralCookie = (referral: Referral): string =>
  `${referral.code}.${referral.at}`;

export function parseReferralCookie(value: string | undefined): Referral | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  const code = referralCodeOf(value.slice(0, dot));
  const at = Number(value.slice(dot + 1));
  if (dot < 0 || code === null || !Number.isInteger(at) || at <= 0) return null;
  return { code, at };
}

/** Whether an order placed at `nowS` falls within the window of the visit (both ends included). */
export const withinReferralWindow = (referral: Referral, nowS: number): boolean =>
  nowS >= referral.at && nowS - referral.at <= REFERRAL_WINDOW_S;

export interface ReferringAffiliate {
  userId: number;
  /** The affiliate's account email and payout email. */
  emails: readonly string[];
}

export interface ReferredOrder {
  customerId: number | null;
  billingEmail: string;
}

/**
 * An affiliate never earns on their own order: not when signed in as themselves, and
 * not as a guest paying with their account or payout email.
 */
export function isSelfReferral(affiliate: ReferringAffiliate, order: ReferredOrder): boolean {
  if (order.customerId !== null && order.customerId === affiliate.userId) return true;
  const billing = order.billingEmail.trim().toLowerCase();
  return affiliate.emails.some((email) => email.trim().toLowerCase() === billing);
}
