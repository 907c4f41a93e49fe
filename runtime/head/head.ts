import type { StoreCorePage } from '../../src/model';
import { WEB_MANIFEST_PATH } from '../../src/pwa/serviceWorker';
import { documentTitle } from '../../src/rules/documentTitle';
import { isRobotsNoindex } from '../../src/rules/isRobotsNoindex';
import { isRouteNoindex, type PageRouteMeta } from '../../src/rules/routeMeta';
import type { StorefrontServices } from '../app/services';
import type { PageEntry } from '../data/state';
import { verificationMeta } from '../../src/tracking/trackingScripts';
import { jsonForScript } from './jsonForScript';
import { FONT_FACES_ID, STYLESHEET_ID, THEME_STYLE_ID } from './storefrontHead';

type Meta = Record<string, string>;
export interface Head {
  meta?: Meta[];
  links?: Record<string, string>[];
  styles?: Record<string, string>[];
  scripts?: Record<string, string>[];
}

/** The head every storefront page shares: charset, viewport, theme, fonts, styles, favicon, client entry. */
export function rootHead(services: StorefrontServices): Head {
  const { subdomain } = services.coreData.state;
  const { head } = services;
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: subdomain.division.name },
      { name: 'theme-color', content: head.themeColor },
      // Site verification (Google, Facebook, Pinterest) is not tracking: always in the head.
      ...verificationMeta(subdomain.plugins),
    ],
    links: [
      { rel: 'icon', href: subdomain.favicon ?? '/favicon.ico' },
      { rel: 'manifest', href: WEB_MANIFEST_PATH },
      // Fonts inline when the server gave their rules (no render-blocking requests), else linked.
      ...(head.fontFaces ? [] : head.fontStylesheets.map((href) => ({ rel: 'stylesheet', href }))),
      ...services.assets.styles.map((href) => ({ rel: 'stylesheet', href })),
      ...services.assets.preload.map((href) => ({ rel: 'modulepreload', href })),
    ],
    styles: [
      ...(head.fontFaces ? [{ id: FONT_FACES_ID, children: head.fontFaces }] : []),
      { id: THEME_STYLE_ID, children: head.themeCss },
      { id: STYLESHEET_ID, children: head.stylesheet },
    ],
    scripts: services.assets.scripts.map((src) => ({ type: 'module', src })),
  };
}

/** What a screen says about itself for the head. */
export interface ScreenHead {
  /** The page title; '' or `isHome` shows the company name alone. */
  title: string;
  isHome?: boolean;
  description?: string | null;
  /** Sharing picture (Open Graph), site-relative or absolute. */
  image?: string | null;
  /** The canonical path of what the screen shows. */
  path: string;
  noindex?: boolean;
  /** Structured data (JSON-LD) describing what the screen shows. */
  jsonLd?: Record<string, unknown>;
}

/**
 * A screen's head (issue 5): document title `{title} | {company}`,
 * description, Open Graph tags (picture falling back to the store's), canonical URL,
 * robots noindex when asked, and JSON-LD.
 */
export function screenHead(services: StorefrontServices, screen: ScreenHead): Head {
  const companyName = services.coreData.state.subdomain.division.name;
  const title = documentTitle({
    pageTitle: screen.title,
    companyName,
    isHome: screen.isHome ?? false,
  });
  const canonical = new URL(screen.path, services.origin).href;
  const meta: Meta[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:url', content: canonical },
  ];
  if (screen.description) {
    meta.push(
      { name: 'description', content: screen.description },
      { property: 'og:description', content: screen.description },
    );
  }
  const image = screen.image ?? services.coreData.state.subdomain.meta.ogImage;
  if (image) meta.push({ property: 'og:image', content: new URL(image, services.origin).href });
  if (screen.noindex) meta.push({ name: 'robots', content: 'noindex' });
  const head: Head = { meta, links: [{ rel: 'canonical', href: canonical }] };
  if (screen.jsonLd)
    head.scripts = [{ type: 'application/ld+json', children: jsonForScript(screen.jsonLd) }];
  return head;
}

/**
 * A seller page's head. Until the page itself has loaded, the route metadata attached to
 * its route gives the title, the image and robots (noindex outside the sitemap or for
 * signed-in visitors only); the loaded page's own properties win.
 */
export function sellerPageHead(
  services: StorefrontServices,
  corePage: StoreCorePage,
  meta: PageRouteMeta | undefined,
  entry: PageEntry | undefined,
): Head {
  const page = entry?.ok ? entry.value.page : undefined;
  const theme = entry?.ok ? entry.value.theme : undefined;
  const head = screenHead(services, {
    title: page?.properties.title.value ?? meta?.title ?? corePage.title,
    isHome: corePage.url === '/',
    description: page?.properties.description.value,
    image: page?.properties.ogImage.value ?? meta?.primaryImage ?? undefined,
    path: corePage.url,
    noindex: page ? isRobotsNoindex(page) : meta ? isRouteNoindex(meta) : false,
  });
  if (!theme) return head;
  // The page's own theme follows the store's in the head, so its variables win.
  return {
    ...head,
    links: [
      ...(head.links ?? []),
      ...theme.fontStylesheets.map((href) => ({ rel: 'stylesheet', href })),
    ],
    styles: [{ children: theme.css }],
  };
}

/** The head of one of the storefront's own screens, from its route metadata. */
export function fixedScreenHead(
  services: StorefrontServices,
  meta: PageRouteMeta | undefined,
  path: string,
): Head {
  return screenHead(services, {
    title: meta?.title ?? '',
    path,
    noindex: meta ? isRouteNoindex(meta) : false,
  });
}
