import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, fetchTransport } from '../src/api';
import type { AtlasPermission } from '../src/backOffice';
import { RequestPermissionDialog, usePermissionRequest } from '../src/ui/permissions';

/** Opens the request-permission overlay for `permission`, saying what the member tried to do. */
type AskForPermission = (permission: AtlasPermission, action: string) => void;

interface PermissionRequests {
  /** The permissions the staff member holds (GET /atlas/me/). */
  permissions: readonly string[];
  ask: AskForPermission;
}

const PermissionRequestsContext = createContext<PermissionRequests | null>(null);

/** Posts the request with the browser's session and CSRF token; it lands in /atlas/requests/. */
const requestPermission = (permissions: string, reason: string) =>
  createApiClient(fetchTransport()).forms.requestPermission(permissions, reason);

/**
 * Atlas's one request-permission overlay: an action the member may not take asks for the
 * permission here instead of doing nothing, and the request waits in the permission
 * requests inbox for an admin to answer.
 */
export function PermissionRequestsProvider({
  permissions,
  children,
}: {
  permissions: readonly string[];
  children: ReactNode;
}) {
  const request = usePermissionRequest();
  const [action, setAction] = useState<string>();
  const { ask: askFor } = request;
  const ask = useCallback<AskForPermission>(
    (permission, tried) => {
      setAction(tried);
      askFor(permission);
    },
    [askFor],
  );
  const value = useMemo(() => ({ permissions, ask }), [permissions, ask]);
  return (
    <PermissionRequestsContext.Provider value={value}>
      {children}
      <RequestPermissionDialog
        permissions={request.permissions}
        action={action}
        decidedBy="an admin"
        request={requestPermission}
        onClose={request.close}
      />
    </PermissionRequestsContext.Provider>
  );
}

export function usePermissionRequests(): PermissionRequests {
  const value = useContext(PermissionRequestsContext);
  if (!value) throw new Error('usePermissionRequests needs a <PermissionRequestsProvider>');
  return value;
}
