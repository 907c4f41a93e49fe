import type { StoreCorePage } from '../../src/model';
import { documentTitle } from '../../src/rules/documentTitle';
import { isRobotsNoindex } from '../../src/rules/isRobotsNoindex';
import type { StorefrontServices } from '../app/services';
import type { PageEntry } from '../data/state';
import { storefrontStylesheet } from '../render/styles';
import { themeHead } from '../render/theme';

type Meta = Record<string, string>;
interface Head {
  meta?: Meta[];
  links?: Record<string, string>[];
  styles?: { children: string }[];
  scripts?: Record<string, string>[];
}

/** The head every storefront page shares: charset, viewport, theme, fonts, styles, favicon, client entry. */
export function rootHead(services: StorefrontServices): Head {
  const { subdomain } = services.coreData.state;
  const theme = themeHead(subdomain.theme);
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: subdomain.division.name },
      { name: 'theme-color', content: theme.themeColor },
    ],
    links: [
      { rel: 'icon', href: subdomain.favicon ?? '/favicon.ico' },
      ...theme.fontStylesheets.map((href) => ({ rel: 'stylesheet', href })),
      ...services.assets.styles.map((href) => ({ rel: 'stylesheet', href })),
      ...services.assets.preload.map((href) => ({ rel: 'modulepreload', href })),
    ],
    styles: [{ children: theme.css }, { children: storefrontStylesheet(services.registry) }],
    scripts: services.assets.scripts.map((src) => ({ type: 'module', src })),
  };
}

/**
 * A seller page's head (page-builder section 2, issue 5): the document title, description,
 * Open Graph tags, canonical URL and robots noindex for pages kept out of search.
 */
export function sellerPageHead(
  services: StorefrontServices,
  corePage: StoreCorePage,
  entry: PageEntry | undefined,
): Head {
  const companyName = services.coreData.state.subdomain.division.name;
  const page = entry?.ok ? entry.value.page : undefined;
  const title = documentTitle({
    pageTitle: page?.properties.title.value ?? corePage.title,
    companyName,
    isHome: corePage.url === '/',
  });
  const canonical = new URL(corePage.url, services.origin).href;
  const meta: Meta[] = [{ title }, { property: 'og:title', content: title }, { property: 'og:url', content: canonical }];
  const description = page?.properties.description.value;
  if (description) {
    meta.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  const image = page?.properties.ogImage.value ?? services.coreData.state.subdomain.meta.ogImage;
  if (image) meta.push({ property: 'og:image', content: new URL(image, services.origin).href });
  if (page ? isRobotsNoindex(page) : !corePage.sitemap || corePage.loginState === 'logged-in' || corePage.loginState === 'dashboard-access') {
    meta.push({ name: 'robots', content: 'noindex' });
  }
  return { meta, links: [{ rel: 'canonical', href: canonical }] };
}
