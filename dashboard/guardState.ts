import { guardStoreOf, type GuardState } from '../src/guards';
import type { SessionUser, StoreCoreData } from '../src/model';
import { featureEnabled } from '../src/flags/featureFlags';

/** The guard state (src/guards) of a dashboard path: the signed-in user and this host's store. */
export function dashboardGuardState(
  user: SessionUser | null,
  coreData: StoreCoreData,
  location: { pathname: string; href: string; search: Record<string, unknown> },
): GuardState {
  return {
    user,
    store: guardStoreOf(coreData),
    path: location.pathname,
    fullPath: location.href,
    features: (name) => featureEnabled(name, location.search),
  };
}
