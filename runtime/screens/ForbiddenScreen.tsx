import { Link } from '@tanstack/react-router';
import { PAGE_MESSAGES } from '../../src/errors';
import { DASHBOARD_PERMISSION } from '../../src/model';
import { signInPath } from '../../src/guards';
import { RequestPermissionDialog, usePermissionRequest } from '../../src/ui/permissions';
import { useServices } from '../app/ServicesContext';
import { requestPermissionWith } from './requestPermission';

/**
 * /403/: where the dashboard-permissions guard sends a visitor without this store's
 * dashboard permissions. Signed in, they can ask for access (request-dashboard-permission,
 * with a reason); signed out, they can sign in.
 */
export function ForbiddenScreen() {
  const services = useServices();
  const { session } = services;
  const { permissions, ask, close } = usePermissionRequest();
  return (
    <section className="sf-message">
      <h1>Permission denied</h1>
      <p>{PAGE_MESSAGES.insufficientPermissions}</p>
      {session ? (
        <>
          <p>
            You are signed in as {session.email}, who has no access to the dashboard of{' '}
            {services.coreData.state.subdomain.division.name}.
          </p>
          <p>
            <button type="button" className="sf-button" onClick={() => ask(DASHBOARD_PERMISSION)}>
              Request access
            </button>
          </p>
        </>
      ) : (
        <p>
          <a className="sf-button" href={signInPath('/dashboard/')}>
            Sign in
          </a>
        </p>
      )}
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
      <RequestPermissionDialog
        permissions={permissions}
        action="use this store's dashboard"
        request={requestPermissionWith(services)}
        onClose={close}
      />
    </section>
  );
}
