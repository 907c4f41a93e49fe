import type { StoreCoreData } from '../model';
import { isProContext } from '../rules/proCheck';
import type { GuardStore } from './types';

/** The store as the guards see it, from the store core data the page already has. */
export function guardStoreOf(coreData: StoreCoreData): GuardStore {
  const { subdomain, paymentProcessor } = coreData.state;
  return {
    id: subdomain.division.id,
    active: subdomain.division.active,
    // A storefront visit has no active project and is never the platform's own context.
    pro: isProContext({
      divisionId: subdomain.division.id,
      platformContext: false,
      activeProject: null,
      store: { pro: subdomain.division.pro },
    }),
    paymentProcessor: paymentProcessor.type,
    passwordProtected: subdomain.passwordProtected,
    comingSoon: subdomain.comingSoonPageData.enabled,
  };
}
