import { useLocation, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { LayoutName } from '../../src/model';
import { useHydrated } from '../../src/ui/useHydrated';
import type { Consent } from '../../src/rules/consentMode';
import { useAnalytics } from '../analytics/useAnalytics';
import { useSplitTestStartLog } from '../analytics/useSplitTestStartLog';
import { useServices } from '../app/ServicesContext';
import { applyConsent, applyConsentDefaults } from '../consent/consentMode';
import { useTracking } from '../tracking/useTracking';
import { useCustomCode } from '../tracking/useCustomCode';
import { useOfferDue } from '../marketing/useOfferDue';
import { Banners } from './Banners';
import { BottomNav } from './BottomNav';
import { showsBottomNav } from './bottomNav';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { operatorMode } from './headerRules';

/**
 * The sidebar's drawer loads when first opened. The footer is part of the first render:
 * loaded when near the viewport, it arrived at a different moment on every visit, so a
 * page's look was not reproducible (its visual baselines raced it).
 */
const MenuDrawer = lazy(() => import('./MenuDrawer'));
// The cookie banner (and its cookie parser) loads after hydration, and only for a store
// with the cookie-policy plugin: the first page's JavaScript does not carry it.
const CookieBanner = lazy(() =>
  import('../consent/CookieBanner').then((module) => ({ default: module.CookieBanner })),
);

// The subscriber offer's dialog loads only once the offer is due.
const SubscriberOffer = lazy(() =>
  import('../marketing/SubscriberOffer').then((module) => ({ default: module.SubscriberOffer })),
);

/**
 * The layout shell. Regions: announcement bar, header, sidebar, main content, footer,
 * sub-footer, bottom navigation bar. Layouts chosen per route (standard as fallback):
 * blank and studio have no chrome around main; mail content is 520px wide; search content
 * 1800px wide. The header is fixed, so the page is pushed down by its height (CSS:
 * `--sf-header`).
 */
export function Shell({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const { coreData, session } = useServices();
  const search = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  const mode = operatorMode(search);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const pathname = useLocation({ select: (location) => location.pathname });
  const hydrated = useHydrated();
  // A shopper whose request carried a choice never loads the banner's code: the choice
  // goes straight to Consent Mode.
  const hasCookiePolicy = Boolean(coreData.state.subdomain.plugins['cookie-policy']);
  const rememberedConsent = coreData.state.consent;
  const asksConsent = hydrated && hasCookiePolicy && rememberedConsent === null;
  // The subscriber offer: on a first visit (the banner asks) it waits for the answer too.
  const [consentAnsweredAt, setConsentAnsweredAt] = useState<number | null>(null);
  const [offerDone, setOfferDone] = useState(false);
  const endOffer = useCallback(() => setOfferDone(true), []);
  const [decidedConsent, setDecidedConsent] = useState<Consent | null>(null);
  // "Cookie preferences" in the footer: the button that opened the switches gets focus back.
  const [preferencesOpener, setPreferencesOpener] = useState<HTMLButtonElement | null>(null);
  const closePreferences = useCallback(() => {
    preferencesOpener?.focus();
    setPreferencesOpener(null);
  }, [preferencesOpener]);
  useAnalytics({
    hydrated,
    divisionId: coreData.state.subdomain.division.id,
    consent: decidedConsent ?? rememberedConsent,
    splitTests: coreData.state.splitTest,
  });
  useSplitTestStartLog({
    hydrated,
    internal: Boolean(session?.internal),
    splitTests: coreData.state.splitTest,
  });
  useTracking({
    hydrated,
    plugins: coreData.state.subdomain.plugins,
    consent: decidedConsent ?? rememberedConsent,
  });
  useCustomCode({
    hydrated,
    code: coreData.state.subdomain.customCode,
    consent: decidedConsent ?? rememberedConsent,
  });
  const offerDue = useOfferDue(
    hydrated && Boolean(coreData.state.subdomain.plugins['email-subscriber-offer']?.enabled),
    hasCookiePolicy && rememberedConsent === null,
    consentAnsweredAt,
  );
  useEffect(() => {
    if (!hydrated || !hasCookiePolicy || rememberedConsent === null) return;
    applyConsentDefaults();
    applyConsent(rememberedConsent);
  }, [hydrated, hasCookiePolicy, rememberedConsent]);

  // The drawer and the search bar close on route change.
  useEffect(() => {
    closeDrawer();
    setSearchOpen(false);
  }, [pathname, closeDrawer]);

  const main = (
    <main id="main" className={`sf-main sf-layout-${layout}`} tabIndex={-1}>
      {children}
    </main>
  );
  if (layout === 'blank' || layout === 'studio') return <div className="sf-app">{main}</div>;

  const chrome = mode === 'default';
  const header = mode !== 'headless';
  return (
    <div
      className="sf-app"
      data-layout={layout}
      data-header={header || undefined}
      data-search-bar={(header && searchOpen) || undefined}
    >
      <a className="sf-skip" href="#main">
        Skip to content
      </a>
      {chrome ? (
        <div className="sf-announcement">
          <Banners layout={layout} />
        </div>
      ) : null}
      {header ? (
        <>
          <Header
            onOpenMenu={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            searchOpen={searchOpen}
            onSearchOpenChange={setSearchOpen}
          />
          {drawerUsed ? (
            <Suspense fallback={null}>
              <MenuDrawer
                open={drawerOpen}
                onClose={closeDrawer}
                entries={coreData.state.subdomain.mainMenu}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
      <div className="sf-content">
        {layout === 'standard' ? <Breadcrumbs /> : null}
        {main}
      </div>
      {chrome ? (
        <Footer onCookiePreferences={hasCookiePolicy ? setPreferencesOpener : undefined} />
      ) : null}
      {showsBottomNav(mode, layout) ? <BottomNav /> : null}
      {chrome && (asksConsent || preferencesOpener) ? (
        <Suspense fallback={null}>
          <CookieBanner
            key={preferencesOpener ? 'editing' : 'asking'}
            editing={preferencesOpener !== null}
            onClose={closePreferences}
            onDecided={(consent) => {
              setConsentAnsweredAt((answered) => answered ?? Date.now());
              setDecidedConsent(consent);
            }}
          />
        </Suspense>
      ) : null}
      {chrome && offerDue && !offerDone ? (
        <Suspense fallback={null}>
          <SubscriberOffer onDone={endOffer} />
        </Suspense>
      ) : null}
    </div>
  );
}
