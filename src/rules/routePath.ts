/** Makes the random part of a temporary path; injected so tests and SSR can fix it. */
export type RandomToken = () => string;

const randomToken: RandomToken = () => globalThis.crypto.randomUUID().slice(0, 8);

/** Prefix of the temporary path a page without a url gets (a draft the seller has not named yet). */
export const TEMPORARY_PATH_PREFIX = '/draft-';

/**
 * The route path of a page: its url. A page whose url is unset
 * (null or blank) still needs a route to be previewed, so it gets a random temporary path,
 * `/draft-<token>/`, that no saved url can collide with in practice.
 */
export function routePath(
  url: string | null | undefined,
  token: RandomToken = randomToken,
): string {
  if (url === null || url === undefined || url.trim() === '')
    return `${TEMPORARY_PATH_PREFIX}${token()}/`;
  return url;
}
