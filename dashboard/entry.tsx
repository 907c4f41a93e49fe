/**
 * The dashboard's browser entry. Checks the session and the store before mounting: a
 * signed-out seller goes to /login/ and comes back; a seller without access to this store
 * sees why. Then the router takes over.
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
  canEditStore,
  createDashboardSnackbar,
  DashboardContext,
  loginRedirect,
  type DashboardServices,
} from '../editor/app/services';
import './dashboard.css';

const container =
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
const root = createRoot(container);

function message(title: string, text: string) {
  root.render(
    <main className="dash-message">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href="/login/">Sign in as someone else</a>
      </p>
    </main>,
  );
}

async function start() {
  const style = document.createElement('style');
  style.textContent = appUiStyles;
  // First in the head: the screens' own stylesheets come after, so they may adjust a primitive.
  document.head.prepend(style);
  const api = httpEditorApi;
  const [session, coreData] = await Promise.all([api.session(), api.coreData()]);
  if (!session.user) {
    window.location.assign(loginRedirect(window.location.pathname + window.location.search));
    return;
  }
  const divisionId = coreData.state.subdomain.division.id;
  if (!canEditStore(session.user, divisionId)) {
    message("You don't have access to this store", 'Insufficient permissions to access this page');
    return;
  }
  const services: DashboardServices = {
    api,
    user: session.user,
    coreData,
    divisionId,
    snackbar: createDashboardSnackbar(),
  };
  const router = createDashboardRouter();
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
