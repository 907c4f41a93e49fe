import type { Page } from '../model';
import { PAGE_FLAGS, withFlag, withoutFlag } from './flags';
import { isHomepage } from './isHomepage';

/**
 * The homepage flag is set when the url is `/` and cleared when
 * it is not, so a page moved away from `/` stops claiming to be the homepage. The same
 * page when its flags are already right.
 */
export function withHomepageFlag<P extends Pick<Page, 'url' | 'flags'>>(page: P): P {
  const flags = isHomepage(page)
    ? withFlag(page.flags, PAGE_FLAGS.homepage)
    : withoutFlag(page.flags, PAGE_FLAGS.homepage);
  return flags === page.flags ? page : { ...page, flags };
}
