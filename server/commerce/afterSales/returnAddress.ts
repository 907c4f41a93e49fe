/**
 * Where returns are sent. The product takes returns in at its own returns centre (the
 * storefront spec: postage paid in the UK), so the address is the platform's, set with
 * RETURN_ADDRESS (lines separated by `|`); the demo's returns centre otherwise. The
 * store's name heads it, so the returns desk knows whose parcel it is.
 */
export const DEFAULT_RETURN_ADDRESS = [
  'Returns Centre',
  'Unit 4, Riverside Works',
  'Leicester',
  'LE1 4AB',
  'United Kingdom',
] as const;

export function returnAddressFor(storeName: string, env: NodeJS.ProcessEnv): string[] {
  const configured = (env.RETURN_ADDRESS ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  return [`${storeName} returns`, ...(configured.length ? configured : DEFAULT_RETURN_ADDRESS)];
}
