import { orderHashFromBytes, isOrderHash } from './orderHash';

/**
 * A shopper's order-history key: 128 random bits as 32 hex digits, like an order hash. The
 * server draws it once per store and email and keeps it, so the link in every order mail
 * is the same and cannot be guessed from the email.
 */
export const customerHashFromBytes = (bytes: Uint8Array): string => orderHashFromBytes(bytes);

export const isCustomerHash = isOrderHash;

/** Emails are matched without case or surrounding spaces: one history per address. */
export const historyEmailKey = (email: string): string => email.trim().toLowerCase();
