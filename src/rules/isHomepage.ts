import type { Page } from '../model';

/** The url of the homepage. */
export const HOMEPAGE_URL = '/';

/** The homepage is the page whose url is `/`. */
export const isHomepage = (page: Pick<Page, 'url'>): boolean => page.url === HOMEPAGE_URL;
