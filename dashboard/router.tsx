import {
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  useNavigate,
  useParams,
} from '@tanstack/react-router';
import { DashboardLayout } from './DashboardLayout';
import { PagesListScreen } from './pages/PagesListScreen';
import { EditorScreen } from '../editor/app/EditorScreen';
import { MailPreviewScreen, OutboxScreen } from './mail';
import { ReplayScreen } from '../editor/replay/ReplayScreen';
import { QaScreen } from './qa/QaScreen';
import { useDashboard } from '../editor/app/services';

function PagesRoute() {
  const { divisionId, snackbar } = useDashboard();
  const navigate = useNavigate();
  return (
    <PagesListScreen
      divisionId={divisionId}
      snackbar={snackbar}
      onOpen={(pageId: number) =>
        void navigate({ to: '/dashboard/pages/$pageId/edit', params: { pageId: String(pageId) } })
      }
    />
  );
}

function EditRoute() {
  const { pageId } = useParams({ strict: false }) as { pageId: string };
  return <EditorScreen key={pageId} pageId={Number(pageId)} />;
}

function MailPreviewRoute() {
  const { divisionId } = useDashboard();
  const { pageId } = useParams({ strict: false }) as { pageId: string };
  const navigate = useNavigate();
  return (
    <MailPreviewScreen
      key={pageId}
      divisionId={divisionId}
      pageId={Number(pageId)}
      onOpenOutbox={() => void navigate({ to: '/dashboard/outbox' })}
      onBackToEditor={() =>
        void navigate({ to: '/dashboard/pages/$pageId/edit', params: { pageId } })
      }
    />
  );
}

function OutboxRoute() {
  const { divisionId } = useDashboard();
  return <OutboxScreen divisionId={divisionId} />;
}

/**
 * The dashboard's routes (client-rendered under /dashboard/): the pages list and the page
 * editor. The session guard runs before the app mounts (entry.tsx), so every route here
 * has a signed-in seller with access to this store.
 */
export function createDashboardRouter() {
  const rootRoute = createRootRoute({ component: DashboardLayout });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard',
    beforeLoad: () => {
      throw redirect({ to: '/dashboard/pages' });
    },
  });
  const pages = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/pages',
    component: PagesRoute,
  });
  const edit = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/pages/$pageId/edit',
    component: EditRoute,
  });
  const replay = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/replay',
    component: ReplayScreen,
  });
  const qa = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/qa',
    component: QaScreen,
  });
  const mail = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/pages/$pageId/mail',
    component: MailPreviewRoute,
  });
  const outbox = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/outbox',
    component: OutboxRoute,
  });
  return createRouter({
    routeTree: rootRoute.addChildren([index, pages, edit, replay, mail, outbox, qa]),
    trailingSlash: 'always',
    defaultNotFoundComponent: () => (
      <main className="dash-message">
        <h1>We were unable to find this page</h1>
        <p>
          <a href="/dashboard/pages/">Back to your pages</a>
        </p>
      </main>
    ),
  });
}
