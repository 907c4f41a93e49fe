import type { GuardState, GuardStore } from '../../src/guards';
import { sessionView, type RequestAuth } from '../accounts/session';
import type { Division } from '../store/divisionsRepository';

/** A store as the guards (src/guards) see it, from its row: the same fields core data sends. */
export function guardStoreOfDivision(division: Division): GuardStore {
  return {
    id: division.id,
    active: division.active,
    pro: division.pro,
    paymentProcessor: division.settings.paymentProcessor.type,
    passwordProtected: division.passwordProtected,
    comingSoon: division.settings.comingSoon.enabled,
  };
}

/**
 * The guard state of a request for a path of a store: the same state the storefront's
 * router builds from the session and core data, so the server refuses exactly what the
 * browser would turn away. Feature flags are the defaults (the server sees no query flags).
 */
export function guardStateOfRequest(
  auth: RequestAuth,
  division: Division,
  fullPath: string,
  features: (name: string) => boolean = () => true,
): GuardState {
  return {
    user: sessionView(auth),
    store: guardStoreOfDivision(division),
    path: fullPath.split('?')[0] ?? fullPath,
    fullPath,
    features,
  };
}
