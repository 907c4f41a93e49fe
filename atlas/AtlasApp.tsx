import { hasPermission, type AtlasPermission } from '../src/backOffice';
import { ApprovalsScreen } from './screens/ApprovalsScreen';
import { AuditScreen } from './screens/AuditScreen';
import { LabelsScreen } from './screens/LabelsScreen';
import { OrderScreen } from './screens/OrderScreen';
import { OrdersScreen } from './screens/OrdersScreen';
import { PrintFilesScreen } from './screens/PrintFilesScreen';
import { UsersScreen } from './screens/UsersScreen';
import { CustomersScreen } from './screens/CustomersScreen';
import { StoresScreen } from './screens/StoresScreen';
import { RequestsScreen } from './screens/RequestsScreen';
import { ChatScreen } from './screens/ChatScreen';
import { QuotesScreen } from './screens/QuotesScreen';
import { QuoteScreen } from './screens/QuoteScreen';
import { onLinkClick, usePath } from './navigation';
import { PermissionRequestsProvider } from './permissionRequests';
import type { Me } from './types';

const SECTIONS: { path: string; label: string; permission: AtlasPermission }[] = [
  { path: '/atlas/orders/', label: 'Orders', permission: 'orders.read' },
  { path: '/atlas/labels/', label: 'Labels to pick', permission: 'labels.read' },
  { path: '/atlas/approvals/', label: 'Product approval', permission: 'products.read' },
  { path: '/atlas/customers/', label: 'Customers', permission: 'customers.read' },
  { path: '/atlas/stores/', label: 'Stores', permission: 'stores.read' },
  { path: '/atlas/requests/', label: 'Permission requests', permission: 'requests.read' },
  { path: '/atlas/quotes/', label: 'Quotes', permission: 'quotes.read' },
  { path: '/atlas/users/', label: 'Staff', permission: 'users.read' },
  { path: '/atlas/audit/', label: 'Audit log', permission: 'audit.read' },
  { path: '/atlas/chat/', label: 'Live chat', permission: 'customers.read' },
];

function screenFor(path: string, me: Me) {
  const printFiles = /^\/atlas\/orders\/(\d+)\/print-files\/?$/.exec(path);
  if (printFiles) return <PrintFilesScreen orderId={Number(printFiles[1])} />;
  const order = /^\/atlas\/orders\/(\d+)\/?$/.exec(path);
  if (order) return <OrderScreen id={Number(order[1])} />;
  const quote = /^\/atlas\/quotes\/(\d+)\/?$/.exec(path);
  if (quote) return <QuoteScreen id={Number(quote[1])} me={me} />;
  if (path.startsWith('/atlas/quotes')) return <QuotesScreen />;
  if (path.startsWith('/atlas/labels')) return <LabelsScreen />;
  if (path.startsWith('/atlas/approvals')) return <ApprovalsScreen me={me} />;
  if (path.startsWith('/atlas/requests')) return <RequestsScreen />;
  if (path.startsWith('/atlas/users')) return <UsersScreen />;
  if (path.startsWith('/atlas/customers')) return <CustomersScreen />;
  if (path.startsWith('/atlas/stores')) return <StoresScreen />;
  if (path.startsWith('/atlas/audit')) return <AuditScreen />;
  if (path.startsWith('/atlas/chat')) return <ChatScreen />;
  return <OrdersScreen />;
}

/** The staff back-office: a navigation of the sections the staff user may read, and the screen. */
export function AtlasApp({ me }: { me: Me }) {
  const path = usePath();
  const sections = SECTIONS.filter((section) => hasPermission(me.permissions, section.permission));
  return (
    <div className="atlas">
      <header className="atlas__bar">
        <p className="atlas__brand">Atlas</p>
        <nav aria-label="Atlas">
          <ul className="atlas__nav">
            {sections.map((section) => (
              <li key={section.path}>
                <a
                  href={section.path}
                  onClick={onLinkClick}
                  aria-current={path.startsWith(section.path) ? 'page' : undefined}
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="atlas__who">Signed in as {me.user.email}</p>
      </header>
      <main className="atlas__main">
        <PermissionRequestsProvider permissions={me.permissions}>
          {screenFor(path, me)}
        </PermissionRequestsProvider>
      </main>
    </div>
  );
}
