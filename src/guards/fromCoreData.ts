import type { StoreCoreData } from '../model';
import type { GuardStore } from './types';

/** The store as the guards see it, from the store core data the page already has. */
export function guardStoreOf(coreData: StoreCoreData): GuardStore {
  const { subdomain, paymentProcessor } = coreData.state;
  return {
    id: subdomain.division.id,
    active: subdomain.division.active,
    pro: subdomain.division.pro,
    paymentProcessor: paymentProcessor.type,
    passwordProtected: subdomain.passwordProtected,
    comingSoon: subdomain.comingSoonPageData.enabled,
  };
}
