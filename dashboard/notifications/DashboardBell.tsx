import { useMemo } from 'react';
import { ApiError } from '../../src/errors';
import { fetchTransport } from '../../src/api';
import { NotificationCenter } from '../../runtime/notifications/NotificationCenter';

/**
 * The dashboard bar's bell: the same notification centre as the storefront's, over the
 * dashboard's transport. Links to store pages leave the dashboard (a full navigation);
 * named handlers are the storefront's in-page actions, so there is nothing to run here.
 */
export function DashboardBell() {
  const calls = useMemo(() => {
    const transport = fetchTransport();
    return {
      get: async (path: string) => {
        try {
          return { status: 200, body: await transport({ method: 'GET', path }) };
        } catch (error) {
          return { status: error instanceof ApiError ? error.status : 0, body: null };
        }
      },
      post: (path: string, body: unknown) => transport({ method: 'POST', path, body }),
    };
  }, []);
  return (
    <div className="dash-notifications">
      <NotificationCenter
        get={calls.get}
        post={calls.post}
        navigate={(href) => window.location.assign(href)}
        runHandler={() => undefined}
      />
    </div>
  );
}
