import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { Snackbar } from '../src/ui';
import { useDashboard } from '../editor/app/services';
import { DashboardBell } from './notifications';
import { CommandPalette } from './CommandPalette';
import { ImpersonationBanner } from './ImpersonationBanner';
import { NAVIGATION, NAV_GROUPS, isCurrentNavItem, navGroupItems } from './navigation';
import { DashboardFooter } from './DashboardFooter';

/** The page editor and the theme editor are full-width workbenches: no sidebar there. */
const isWorkbenchPath = (pathname: string) =>
  /^\/dashboard\/pages\/\d+\/edit\/?$/.test(pathname) || /^\/dashboard\/themes\/?$/.test(pathname);

/**
 * The dashboard frame: a top bar with the store's name, the screen search (Ctrl+K) and
 * the signed-in seller, and a sidebar of the screens in groups (dashboard/navigation.ts).
 */
export function DashboardLayout() {
  const { coreData, user, snackbar } = useDashboard();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [paletteOpen, setPaletteOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setPaletteOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const sidebar = !isWorkbenchPath(pathname);
  return (
    <div className="dash">
      <ImpersonationBanner />
      <header className="dash-bar">
        <Link to="/dashboard/" className="dash-brand">
          {coreData.state.subdomain.division.name}
        </Link>
        <button
          type="button"
          className="dash-search"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setPaletteOpen(true)}
        >
          Go to… <kbd>Ctrl K</kbd>
        </button>
        <a href="/" target="_blank" rel="noreferrer" className="dash-view-store">
          View store
        </a>
        <DashboardBell />
        <span className="dash-user">{user.name || user.email}</span>
      </header>
      <div className={sidebar ? 'dash-body' : 'dash-body dash-body--full'}>
        {sidebar ? (
          <nav aria-label="Dashboard" className="dash-sidebar">
            {NAV_GROUPS.map((group) => {
              const rows = navGroupItems(NAVIGATION, group);
              if (rows.length === 0) return null;
              const headingId = `dash-nav-${group.toLowerCase()}`;
              return (
                <section key={group} aria-labelledby={headingId} className="dash-sidebar__group">
                  <h2 id={headingId} className="dash-sidebar__heading">
                    {group}
                  </h2>
                  <ul>
                    {rows.map((item) => (
                      <li key={item.href}>
                        <a
                          href={item.href}
                          aria-current={isCurrentNavItem(item, pathname) ? 'page' : undefined}
                          onClick={(event) => {
                            if (
                              event.metaKey ||
                              event.ctrlKey ||
                              event.shiftKey ||
                              event.button !== 0
                            )
                              return;
                            event.preventDefault();
                            void navigate({ href: item.href });
                          }}
                        >
                          {item.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </nav>
        ) : null}
        <div className="dash-content">
          <Outlet />
          <DashboardFooter />
        </div>
      </div>
      <CommandPalette
        open={paletteOpen}
        items={NAVIGATION}
        onClose={() => setPaletteOpen(false)}
        onGo={(item) => {
          setPaletteOpen(false);
          void navigate({ href: item.href });
        }}
      />
      <Snackbar store={snackbar} />
    </div>
  );
}
