import { useLocation, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { LayoutName } from '../../src/model';
import { useServices } from '../app/ServicesContext';
import { Banners } from './Banners';
import { BottomNav } from './BottomNav';
import { showsBottomNav } from './bottomNav';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { operatorMode } from './headerRules';

/** Screens loaded on demand: the sidebar's drawer arrives when first opened. */
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/**
 * The layout shell. Regions: announcement
 * bar, header, sidebar, main content, footer, sub-footer, bottom navigation bar. Layouts
 * chosen per route (standard as fallback): blank and studio have no chrome around main;
 * mail content is 520px wide; search content 1800px wide.
 */
export function Shell({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const { coreData } = useServices();
  const search = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  const mode = operatorMode(search);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const pathname = useLocation({ select: (location) => location.pathname });

  // The drawer closes on route change.
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  const main = (
    <main id="main" className={`sf-main sf-layout-${layout}`} tabIndex={-1}>
      {children}
    </main>
  );
  if (layout === 'blank' || layout === 'studio') return <div className="sf-app">{main}</div>;

  const chrome = mode === 'default';
  return (
    <div className="sf-app" data-layout={layout}>
      <a className="sf-skip" href="#main">
        Skip to content
      </a>
      {chrome ? (
        <div className="sf-announcement">
          <Banners layout={layout} />
        </div>
      ) : null}
      {mode !== 'headless' ? (
        <>
          <Header
            onOpenMenu={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
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
      {chrome ? <Footer /> : null}
      {showsBottomNav(mode, layout) ? <BottomNav /> : null}
    </div>
  );
}
