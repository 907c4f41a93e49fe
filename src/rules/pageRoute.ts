import type { Page } from '../model';
import { routeMeta, type PageRouteMeta } from './routeMeta';
import { routeName } from './routeName';
import { routePath, type RandomToken } from './routePath';

/** Everything the router needs to add a seller page as a route. */
export interface PageRoute {
  path: string;
  name: string;
  meta: PageRouteMeta;
}

export function pageRoute(page: Page, token?: RandomToken): PageRoute {
  const path = routePath(page.url, token);
  return { path, name: routeName(path), meta: routeMeta(page) };
}
