import { DASHBOARD_PATH, HOME_PATH, PLANS_PATH } from './targets';
import type { Guard } from './types';

const to = (redirect: string) => ({ redirect });

/** The store is active, else /dashboard/. */
export const activeStore: Guard = ({ store }) => (store.active ? null : to(DASHBOARD_PATH));

/** The store is not active (yet), else /dashboard/. */
export const noActiveStore: Guard = ({ store }) => (store.active ? to(DASHBOARD_PATH) : null);

/** A Pro store, else the paid plans page. */
export const proStore: Guard = ({ store }) => (store.pro ? null : to(PLANS_PATH));

/** Payments through the provider: for a direct processor the route is removed and the path retried. */
export const nonDirectPaymentProcessor: Guard = ({ store }) =>
  store.paymentProcessor === 'direct' ? { remove: true } : null;

/** A direct payment processor, else /. */
export const directPaymentProcessor: Guard = ({ store }) =>
  store.paymentProcessor === 'direct' ? null : to(HOME_PATH);
