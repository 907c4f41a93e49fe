import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  useNavigate,
  useParams,
} from '@tanstack/react-router';
import { DASHBOARD_GUARDS, redirectOf, runGuards } from '../src/guards';
import { PAGES_EDIT_PERMISSION } from '../src/model';
import { RequestPermissionDialog, usePermissionRequest } from '../src/ui/permissions';
import { dashboardGuardState } from './guardState';
import { DashboardLayout } from './DashboardLayout';
import { PagesListScreen } from './pages/PagesListScreen';
import { EditorScreen } from '../editor/app/EditorScreen';
import { MailPreviewScreen, OutboxScreen } from './mail';
import { ReplayScreen } from '../editor/replay/ReplayScreen';
import { QaScreen } from './qa/QaScreen';
import { ProductsListScreen } from './products/ProductsListScreen';
import { NewProductScreen } from './products/NewProductScreen';
import { ProductEditScreen } from './products/ProductEditScreen';
import { ImagesScreen } from './images/ImagesScreen';
import { CollectionsListScreen } from './collections/CollectionsListScreen';
import { CollectionEditScreen } from './collections/CollectionEditScreen';
import { MenuEditorScreen } from './menu/MenuEditorScreen';
import { httpMenuApi } from './menu/menuApi';
import { httpProductsApi } from './products/productsApi';
import { AccountScreen } from './account';
import { SubscribersScreen } from './subscribers/SubscribersScreen';
import { HomeScreen } from './home/HomeScreen';
import { PluginsScreen } from './plugins/PluginsScreen';
import { PluginScreen } from './plugins/PluginScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { httpSettingsApi } from './settings/settingsApi';
import { httpInstagramApi } from './settings/instagramApi';
import { InstagramScreen } from './settings/InstagramScreen';
import { SETTINGS_SECTIONS, isDashboardPluginCode, type SettingsSection } from '../src/settings';
import { AffiliatesScreen } from './affiliates/AffiliatesScreen';
import { AnalyticsScreen } from './analytics/AnalyticsScreen';
import { SplitTestsScreen } from './splitTests/SplitTestsScreen';
import { useDashboard, type DashboardServices } from '../editor/app/services';
import { requestPermission } from './requestPermission';
import { BuilderScreen } from './notifications';
import { ChatScreen } from './chat';
import { NOTIFICATION_BUILDER_PATH } from '../src/notifications';

function PagesRoute() {
  const { divisionId, snackbar, user } = useDashboard();
  const navigate = useNavigate();
  const { permissions, gate, close } = usePermissionRequest();
  // Staff see every store's dashboard, but edit only stores whose team they are in.
  const canEdit = user.dashboardDivisions.includes(divisionId);
  return (
    <>
      <PagesListScreen
        divisionId={divisionId}
        snackbar={snackbar}
        gate={(action) => gate(canEdit, PAGES_EDIT_PERMISSION, action)}
        onOpen={(pageId: number) =>
          void navigate({ to: '/dashboard/pages/$pageId/edit', params: { pageId: String(pageId) } })
        }
      />
      <RequestPermissionDialog
        permissions={permissions}
        action="edit this store's pages"
        request={requestPermission}
        onClose={close}
      />
    </>
  );
}

function HomeRoute() {
  const { divisionId } = useDashboard();
  return <HomeScreen divisionId={divisionId} />;
}

const settingsApi = httpSettingsApi();
const instagramApi = httpInstagramApi();

function PluginsRoute() {
  const { divisionId } = useDashboard();
  return <PluginsScreen api={settingsApi} divisionId={divisionId} />;
}

function PluginRoute() {
  const { divisionId } = useDashboard();
  const { code } = useParams({ strict: false }) as { code: string };
  if (!isDashboardPluginCode(code)) return <DashboardNotFound />;
  return <PluginScreen key={code} api={settingsApi} divisionId={divisionId} code={code} />;
}

function SettingsRoute() {
  const { divisionId } = useDashboard();
  const { section = 'general' } = useParams({ strict: false }) as { section?: string };
  if (!(SETTINGS_SECTIONS as readonly string[]).includes(section)) return <DashboardNotFound />;
  return (
    <SettingsScreen
      key={section}
      api={settingsApi}
      images={productsApi}
      divisionId={divisionId}
      section={section as SettingsSection}
    />
  );
}

function InstagramRoute() {
  const { divisionId } = useDashboard();
  return <InstagramScreen api={instagramApi} divisionId={divisionId} />;
}

function DashboardNotFound() {
  return (
    <main className="dash-message">
      <h1>We were unable to find this page</h1>
      <p>
        <a href="/dashboard/">Back to your dashboard</a>
      </p>
    </main>
  );
}

function SubscribersRoute() {
  const { divisionId } = useDashboard();
  return <SubscribersScreen divisionId={divisionId} />;
}

function AffiliatesRoute() {
  const { divisionId } = useDashboard();
  return <AffiliatesScreen divisionId={divisionId} />;
}

function AnalyticsRoute() {
  const { divisionId } = useDashboard();
  return <AnalyticsScreen divisionId={divisionId} />;
}

function SplitTestsRoute() {
  const { divisionId } = useDashboard();
  return <SplitTestsScreen divisionId={divisionId} />;
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

function NotificationBuilderRoute() {
  const { divisionId, snackbar } = useDashboard();
  return (
    <BuilderScreen
      divisionId={divisionId}
      search={typeof window === 'undefined' ? '' : window.location.search}
      snackbar={snackbar}
    />
  );
}

const productsApi = httpProductsApi();

function ProductsRoute() {
  const { divisionId } = useDashboard();
  return <ProductsListScreen divisionId={divisionId} api={productsApi} />;
}

function NewProductRoute() {
  const { divisionId } = useDashboard();
  const navigate = useNavigate();
  return (
    <NewProductScreen
      divisionId={divisionId}
      api={productsApi}
      onCreated={() => void navigate({ to: '/dashboard/products' })}
    />
  );
}

function ProductEditRoute() {
  const { divisionId } = useDashboard();
  const { productId } = useParams({ strict: false }) as { productId: string };
  return (
    <ProductEditScreen
      key={productId}
      divisionId={divisionId}
      productId={Number(productId)}
      api={productsApi}
    />
  );
}

function ImagesRoute() {
  const { divisionId } = useDashboard();
  return <ImagesScreen divisionId={divisionId} api={productsApi} />;
}

function CollectionsRoute() {
  const { divisionId } = useDashboard();
  return <CollectionsListScreen divisionId={divisionId} api={productsApi} />;
}

function CollectionEditRoute() {
  const { divisionId } = useDashboard();
  const navigate = useNavigate();
  const { collectionId } = useParams({ strict: false }) as { collectionId?: string };
  const existing = collectionId === undefined ? null : Number(collectionId);
  return (
    <CollectionEditScreen
      key={collectionId ?? 'new'}
      divisionId={divisionId}
      collectionId={existing}
      api={productsApi}
      onSaved={(collection) => {
        if (existing === null)
          void navigate({
            to: '/dashboard/collections/$collectionId',
            params: { collectionId: String(collection.id) },
          });
      }}
    />
  );
}

const menuApi = httpMenuApi();

function MenuRoute() {
  const { divisionId } = useDashboard();
  return <MenuEditorScreen divisionId={divisionId} api={menuApi} images={productsApi} />;
}

function OutboxRoute() {
  const { divisionId } = useDashboard();
  return <OutboxScreen divisionId={divisionId} />;
}

/**
 * The dashboard's routes (client-rendered under /dashboard/): the pages list and the page
 * editor. Every navigation first runs the dashboard guards (src/guards): signed in,
 * verified, EULA signed, this store's dashboard permissions; a visitor who fails one
 * leaves the dashboard for the guard's page (sign-in, verify, EULA, /403/), which the
 * storefront serves. The server's shell runs the same guards before sending the app.
 */
export function createDashboardRouter(services: Pick<DashboardServices, 'user' | 'coreData'>) {
  const rootRoute = createRootRoute({
    beforeLoad: ({ location }) => {
      const target = redirectOf(
        runGuards(
          DASHBOARD_GUARDS,
          dashboardGuardState(services.user, services.coreData, location),
        ),
      );
      if (target) throw redirect({ href: target, reloadDocument: true });
    },
    component: DashboardLayout,
  });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard',
    component: HomeRoute,
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
  const products = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/products',
    component: ProductsRoute,
  });
  const newProduct = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/products/new',
    component: NewProductRoute,
  });
  const productEdit = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/products/$productId',
    component: ProductEditRoute,
  });
  const images = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/images',
    component: ImagesRoute,
  });
  const collectionsList = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/collections',
    component: CollectionsRoute,
  });
  const newCollection = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/collections/new',
    component: CollectionEditRoute,
  });
  const collectionEdit = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/collections/$collectionId',
    component: CollectionEditRoute,
  });
  const menu = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/menu',
    component: MenuRoute,
  });
  const subscribers = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/subscribers',
    component: SubscribersRoute,
  });
  const affiliates = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/affiliates',
    component: AffiliatesRoute,
  });
  const analytics = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/analytics',
    component: AnalyticsRoute,
  });
  const splitTests = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/split-tests',
    component: SplitTestsRoute,
  });
  // The spec's own path (not under /dashboard/): the server sends the dashboard app there.
  const notificationBuilder = createRoute({
    getParentRoute: () => rootRoute,
    path: NOTIFICATION_BUILDER_PATH,
    component: NotificationBuilderRoute,
  });
  // The theme editor, preview and selector are loaded on demand (the spec's on-demand screens).
  const themes = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/themes',
    component: lazyRouteComponent(() => import('./themes/ThemesRoute'), 'ThemesRoute'),
  });
  const chat = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/chat',
    component: () => <ChatScreen />,
  });
  // The plugins screens keep the spec's paths: /plugins/ and /plugins/{code}.
  const plugins = createRoute({
    getParentRoute: () => rootRoute,
    path: '/plugins',
    component: PluginsRoute,
  });
  const plugin = createRoute({
    getParentRoute: () => rootRoute,
    path: '/plugins/$code',
    component: PluginRoute,
  });
  const settings = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/settings',
    component: SettingsRoute,
  });
  const instagramSettings = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/settings/instagram',
    component: InstagramRoute,
  });
  const settingsSection = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/settings/$section',
    component: SettingsRoute,
  });
  const account = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard/account',
    component: AccountScreen,
  });
  return createRouter({
    routeTree: rootRoute.addChildren([
      index,
      pages,
      edit,
      replay,
      mail,
      outbox,
      subscribers,
      chat,
      analytics,
      affiliates,
      splitTests,
      qa,
      themes,
      account,
      notificationBuilder,
      products,
      newProduct,
      plugins,
      plugin,
      settings,
      instagramSettings,
      settingsSection,
      productEdit,
      images,
      collectionsList,
      newCollection,
      collectionEdit,
      menu,
    ]),
    trailingSlash: 'always',
    defaultNotFoundComponent: DashboardNotFound,
  });
}
