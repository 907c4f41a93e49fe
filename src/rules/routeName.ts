/** The route name of the homepage path `/`. */
export const HOME_ROUTE_NAME = 'home';

/**
 * The route name of a page path: `home` for `/`; otherwise the
 * path with its leading and trailing slashes stripped and the first inner slash turned
 * into a dot. Only the first: `/about/team/` is `about.team`, `/a/b/c/` is `a.b/c`.
 */
export function routeName(path: string): string {
  if (path === '/') return HOME_ROUTE_NAME;
  return path.replace(/^\/+|\/+$/g, '').replace('/', '.');
}
