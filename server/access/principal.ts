import type { SessionView } from '../../src/ssr/contract';
import type { RequestAuth } from '../accounts/session';
import type { Principal } from './decide';

const NOBODY: Principal = { signedIn: false, internal: false, divisions: [] };

/** The principal behind an HTTP request's session. */
export function principalOfAuth(auth: RequestAuth): Principal {
  if (!auth.user) return NOBODY;
  return { signedIn: true, internal: auth.user.internal, divisions: auth.divisions };
}

/** The principal behind a collaboration socket's session (null: not signed in). */
export function principalOfSession(session: SessionView | null): Principal {
  if (!session) return NOBODY;
  return { signedIn: true, internal: session.internal, divisions: session.dashboardDivisions };
}
