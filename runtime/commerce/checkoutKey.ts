/**
 * The idempotency key of a checkout. One key per distinct request: the same details sent
 * again (a double click, a retry after a network error, a reload, a second tab) reuse the
 * stored key, so the server answers with the order it already made; changed details (a
 * different basket, address or method) get a new key and so a new order.
 */
export const CHECKOUT_KEY_STORAGE = 'omnis-checkout-key';

interface StoredKey {
  key: string;
  fingerprint: string;
}

export interface KeyStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

export function checkoutKeyFor(
  fingerprint: string,
  storage: KeyStorage | null,
  newKey: () => string,
): string {
  let stored: StoredKey | null;
  try {
    stored = JSON.parse(storage?.getItem(CHECKOUT_KEY_STORAGE) ?? 'null') as StoredKey | null;
  } catch {
    stored = null;
  }
  if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string')
    return stored.key;
  const key = newKey();
  try {
    storage?.setItem(CHECKOUT_KEY_STORAGE, JSON.stringify({ key, fingerprint }));
  } catch {
    // Storage full or blocked: the key still guards this page's own double clicks.
  }
  return key;
}

/** After the order is paid the next checkout starts afresh. */
export function forgetCheckoutKey(storage: KeyStorage | null): void {
  try {
    storage?.removeItem(CHECKOUT_KEY_STORAGE);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** The browser's localStorage, shared by tabs, or null where it is unavailable. */
export function browserKeyStorage(): KeyStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
