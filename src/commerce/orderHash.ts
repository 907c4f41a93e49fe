/** An order hash is 128 random bits written as 32 lowercase hex digits. */
export const ORDER_HASH_PATTERN = /^[0-9a-f]{32}$/;

export const isOrderHash = (value: string): boolean => ORDER_HASH_PATTERN.test(value);

/**
 * Writes 16 random bytes as an order hash. The server passes bytes from a cryptographic
 * source (node:crypto randomBytes); the hash is the only key to a receipt, so it must be
 * unguessable and never derived from the order id.
 */
export const orderHashFromBytes = (bytes: Uint8Array): string => {
  if (bytes.length !== 16) throw new Error('An order hash needs exactly 16 random bytes');
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};
