import { Link, Outlet } from '@tanstack/react-router';
import { Snackbar } from '../src/ui';
import { useDashboard } from '../editor/app/services';
import { RELEASE_VERSION } from '../src/release/version';
import { DashboardBell } from './notifications';

/** The dashboard frame: a top bar with the store's name and the signed-in seller. */
export function DashboardLayout() {
  const { coreData, user, snackbar } = useDashboard();
  return (
    <div className="dash">
      <header className="dash-bar">
        <Link to="/dashboard/pages/" className="dash-brand">
          {coreData.state.subdomain.division.name}
        </Link>
        <nav aria-label="Dashboard" className="dash-nav">
          <Link to="/dashboard/pages/" activeProps={{ 'aria-current': 'page' }}>
            Pages
          </Link>
          <Link to="/dashboard/products" activeProps={{ 'aria-current': 'page' }}>
            Products
          </Link>
          <Link to="/dashboard/themes" activeProps={{ 'aria-current': 'page' }}>
            Theme
          </Link>
          <Link to="/dashboard/outbox" activeProps={{ 'aria-current': 'page' }}>
            Outbox
          </Link>
          <Link to="/dashboard/subscribers" activeProps={{ 'aria-current': 'page' }}>
            Subscribers
          </Link>
          <Link to="/dashboard/analytics" activeProps={{ 'aria-current': 'page' }}>
            Analytics
          </Link>
          <Link to="/dashboard/split-tests" activeProps={{ 'aria-current': 'page' }}>
            Split tests
          </Link>
          <Link
            to="/marketing-tools/notifications/builder"
            activeProps={{ 'aria-current': 'page' }}
          >
            Notifications
          </Link>
          <Link to="/dashboard/qa" activeProps={{ 'aria-current': 'page' }}>
            QA
          </Link>
          <a href="/" target="_blank" rel="noreferrer">
            View store
          </a>
        </nav>
        <DashboardBell />
        <span className="dash-user">{user.name || user.email}</span>
        <Link
          to="/dashboard/account"
          className="dash-account"
          activeProps={{ 'aria-current': 'page' }}
        >
          Account
        </Link>
      </header>
      <Outlet />
      <footer className="dash-footer">Omnis {RELEASE_VERSION}</footer>
      <Snackbar store={snackbar} />
    </div>
  );
}
