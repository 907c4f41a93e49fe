import { withoutCardAccount } from '../../src/commerce/cardAccount';
import { consentFromCookieValue } from '../../src/rules/consent';
import type { Page, StoreCoreData, StoreCorePage } from '../../src/model';
import { selectCurrency } from '../../src/currency';
import type { RequestAuth } from '../accounts/session';
import type { AppContext } from '../context';
import type { Division } from './divisionsRepository';
import { canVisitDirectly } from '../../src/guards';
import { divisionNeed, mayAccess } from '../access';
import { guardStoreOfDivision } from '../access/guardState';
import { sessionView } from '../accounts/session';
import { basketItemsOf, favouriteItemsOf } from '../basket/basketView';
import { changeCounterOf } from '../db/changeCounter';
import { readThroughCache } from '../db/readThroughCache';

/** A page as a route: what the runtime needs to add it (src/model/store.ts). */
export function corePageOf(page: Page): StoreCorePage {
  return {
    id: page.id ?? 0,
    url: page.url ?? '',
    title: page.properties.title.value,
    layout: page.layout,
    loginState: page.properties.loginState.value,
    published: page.published,
    sitemap: page.sitemap,
    isSearchable: page.properties.isSearchable.value,
  };
}

/**
 * What every shopper's core data reads, kept per database while it has not changed
 * (server/db/changeCounter.ts: on SQLite a commit by any process is seen; PostgreSQL has
 * no counter, so there nothing is kept). Reading every published page's document to list
 * its route was most of a core data request's cost (issue 23).
 */
interface ShopperReads {
  routes: (divisionId: number) => Promise<StoreCorePage[] | null>;
  storeTheme: AppContext['repos']['themes']['storeTheme'];
}
const shopperReads = new WeakMap<object, ShopperReads>();
function shopperReadsOf(ctx: AppContext): ShopperReads {
  let reads = shopperReads.get(ctx.db);
  if (!reads) {
    const changes = changeCounterOf(ctx.db);
    reads = {
      // Shoppers route to the published versions (issue 14); mail pages are not routes.
      routes: readThroughCache(
        async (divisionId) =>
          (await ctx.repos.pageVersions.listLatest(divisionId))
            .map(({ stored }) => stored.page)
            .filter((page) => !page.properties.isMailPage.value && page.published)
            .map(corePageOf),
        changes,
      ),
      storeTheme: readThroughCache(
        (divisionId) => ctx.repos.themes.storeTheme(divisionId),
        changes,
      ),
    };
    shopperReads.set(ctx.db, reads);
  }
  return reads;
}

/**
 * The store core data: published store pages (plus unpublished
 * ones for the store's editors and staff, who may preview them; none for a visitor a
 * closed store turns away) and the storefront state.
 * Mail pages are not routes.
 */
export async function buildCoreData(
  ctx: AppContext,
  division: Division,
  auth: RequestAuth,
  cookies: { currency?: string; consent?: string },
): Promise<StoreCoreData> {
  const { repos } = ctx;
  const owner = {
    divisionId: division.id,
    sessionId: auth.session?.publicId ?? null,
    customerId: auth.user?.id ?? null,
  };
  const seesDrafts = mayAccess(auth, divisionNeed(division.id, 'read'));
  // A closed store (password-protected, coming soon) sends no pages to a visitor it turns
  // away: their storefront has only /login/ and /countdown/ to show (src/guards storeVisit).
  const guardStore = guardStoreOfDivision(division, auth);
  const visits = canVisitDirectly({ user: sessionView(auth), store: guardStore });
  const reads = shopperReadsOf(ctx);
  // A visitor with no session and no account has empty baskets: no query needed.
  const hasBaskets = owner.sessionId !== null || owner.customerId !== null;
  const [pages, mainLines, favouriteLines, storeTheme] = await Promise.all([
    // Editors and staff route to the drafts; shoppers to the published versions (issue 14).
    !visits
      ? []
      : seesDrafts
        ? repos.pages.listByDivision(division.id).then((stored) =>
            stored
              .map(({ page }) => page)
              .filter((page) => !page.properties.isMailPage.value)
              .map(corePageOf),
          )
        : reads.routes(division.id).then((routes) => routes ?? []),
    hasBaskets ? repos.baskets.lines(owner, 'main') : [],
    hasBaskets ? repos.baskets.lines(owner, 'favourites') : [],
    reads.storeTheme(division.id),
  ]);
  const productIds = [...new Set([...mainLines, ...favouriteLines].map((line) => line.productId))];
  const products = productIds.length > 0 ? await repos.products.findByIds(productIds) : [];
  const { settings } = division;
  return {
    pages,
    state: {
      currency: selectCurrency(cookies.currency, settings.plugins.currency).code,
      splitTest: [],
      christmasCutoffDates: settings.christmasCutoffDates,
      christmasContent: settings.christmasContent,
      paymentProcessor: withoutCardAccount(settings.paymentProcessor),
      favouritesEnabled: settings.favouritesEnabled,
      consent: consentFromCookieValue(cookies.consent),
      subdomain: {
        cart: { items: basketItemsOf(mainLines, products) },
        favicon: settings.favicon,
        meta: { ogImage: settings.ogImage },
        customCode: settings.customCode,
        customDomainName: division.customDomain,
        favourites: { items: favouriteItemsOf(favouriteLines, products) },
        searchRedirects: settings.searchRedirects,
        plugins: settings.plugins,
        passwordProtected: guardStore.passwordProtected,
        comingSoonPageData: settings.comingSoon,
        sitewideBanner: settings.sitewideBanner,
        mainMenu: settings.mainMenu,
        theme: division.theme,
        themeOverrides: storeTheme?.overrides ?? {},
        division: {
          id: division.id,
          name: division.name,
          code: division.code,
          logo: division.logo,
          activeDomainName: division.customDomain ?? `${division.subdomain}.localhost`,
          active: division.active,
          pro: division.pro,
        },
        // '' until something needs a session (a basket add, a favourite, a sign-in).
        sessionId: auth.session?.publicId ?? '',
      },
    },
  };
}
