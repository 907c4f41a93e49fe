/**
 * The dashboard's browser entry. Runs the dashboard guards (src/guards) before mounting:
 * a signed-out seller goes to /login/ and comes back; an unverified one to verify, one
 * without the EULA signed to sign it; a user without this store's dashboard permissions
 * to /403/. Then the router takes over (and runs them on every navigation).
 */
// First: sends the session, core data and page requests before the rest of the code runs.
import '../editor/app/earlyRequests';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '../src/errors';
import { appUiStyles } from '../src/ui';
import { httpEditorApi } from '../editor/app/api';
import { createDashboardRouter } from './router';
import {
  createDashboardSnackbar,
  DashboardContext,
  type DashboardServices,
} from '../editor/app/services';
import { DASHBOARD_GUARDS, redirectOf, runGuards } from '../src/guards';
import { permissionStyles } from '../src/ui/permissions';
import { dashboardGuardState } from './guardState';
import './dashboard.css';
// The theme screen is loaded on demand, but a lazy chunk may not import CSS (plainDynamicImports).
import './themes/themes.css';

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
const root = createRoot(container);

function message(title: string, text: string) {
  root.render(
    <main className="dash-message">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/login/?redirect_uri=%2Fdashboard%2F">Sign in as someone else</a>
      </p>
    </main>,
  );
}

async function start() {
  const style = document.createElement('style');
  style.textContent = appUiStyles + permissionStyles;
  // First in the head: the screens' own stylesheets come after, so they may adjust a primitive.
  document.head.prepend(style);
  const api = httpEditorApi;
  const [session, coreData] = await Promise.all([api.session(), api.coreData()]);
  const { pathname, search } = window.location;
  const target = redirectOf(
    runGuards(
      DASHBOARD_GUARDS,
      dashboardGuardState(session.user, coreData, {
        pathname,
        href: pathname + search,
        search: Object.fromEntries(new URLSearchParams(search)),
      }),
    ),
  );
  if (target || !session.user) {
    window.location.assign(target ?? '/403/');
    return;
  }
  const divisionId = coreData.state.subdomain.division.id;
  const services: DashboardServices = {
    api,
    user: session.user,
    coreData,
    divisionId,
    snackbar: createDashboardSnackbar(),
  };
  const router = createDashboardRouter(services);
  root.render(
    <StrictMode>
      <DashboardContext.Provider value={services}>
        <RouterProvider router={router} />
      </DashboardContext.Provider>
    </StrictMode>,
  );
}

root.render(
  <p className="dash-loading" role="status">
    Loading your dashboard…
  </p>,
);
start().catch((error: unknown) => {
  message(
    'Oops... Looks like something went wrong',
    error instanceof ApiError ? error.message : 'Please reload the page.',
  );
});
