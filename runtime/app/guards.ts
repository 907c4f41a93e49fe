import {
  ACCESS_LOOP_MESSAGE,
  accessLoopStep,
  guardStoreOf,
  redirectOf,
  runGuards,
  type Guard,
  type GuardState,
} from '../../src/guards';
import { featureEnabled } from '../../src/flags/featureFlags';
import type { StorefrontServices } from './services';

/** Where the router is going, as its beforeLoad sees it. */
export interface GuardLocation {
  pathname: string;
  /** Path and query. */
  href: string;
  search: Record<string, unknown>;
}

/** The guard state of a navigation: the visitor's session, the store and the path. */
export function guardStateFor(
  services: Pick<StorefrontServices, 'session' | 'coreData'>,
  location: GuardLocation,
): GuardState {
  return {
    user: services.session,
    store: guardStoreOf(services.coreData),
    path: location.pathname,
    fullPath: location.href,
    features: (name) => featureEnabled(name, location.search),
  };
}

/**
 * The router's guard runner. Every failed guard pass counts towards the access loop;
 * a navigation that passes all its guards (`passed`) resets the count. The 100th failure
 * in a row logs the loop to the console and sends the visitor to /404/ instead.
 */
export function createRouteGuards(log: (message: string) => void = (m) => console.error(m)) {
  let failures = 0;
  return {
    /** The redirect for this navigation, or null to go on. */
    check(guards: readonly Guard[], state: GuardState): string | null {
      const target = redirectOf(runGuards(guards, state));
      if (!target) return null;
      const step = accessLoopStep(failures, true);
      failures = step.failures;
      if (!step.redirect) return target;
      log(ACCESS_LOOP_MESSAGE);
      return step.redirect;
    },
    passed(): void {
      failures = accessLoopStep(failures, false).failures;
    },
  };
}

export type RouteGuards = ReturnType<typeof createRouteGuards>;
