import type { GuardState, GuardStore } from '../../src/guards';
import { sessionView, type RequestAuth } from '../accounts/session';
import type { Division } from '../store/divisionsRepository';
import { unlocksStore } from '../settings/storeAccess';

/**
 * A store as the guards (src/guards) see it, from its row: the same fields core data sends.
 * A visitor who typed the storefront password (its proof in `auth`) sees it unprotected.
 */
export function guardStoreOfDivision(
  division: Division,
  auth?: Pick<RequestAuth, 'storeAccess'>,
): GuardStore {
  return {
    id: division.id,
    active: division.active,
    pro: division.pro,
    paymentProcessor: division.settings.paymentProcessor.type,
    passwordProtected: division.passwordProtected && !unlocksStore(auth?.storeAccess, division),
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
    store: guardStoreOfDivision(division, auth),
    path: fullPath.split('?')[0] ?? fullPath,
    fullPath,
    features,
  };
}
