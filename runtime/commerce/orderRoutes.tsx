import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screenRouteMeta } from '../../src/rules/routeMeta';
import { lazyScreen } from '../app/lazyScreen';

/**
 * The shopper's routes after an order: the invoice and the order history (by its
 * emailed key, or the signed-in shopper's own). Screens load with their route; none is
 * indexed or in the sitemap.
 */
const screen = {
  invoice: lazyScreen(() => import('./InvoiceScreen'), 'InvoiceScreen'),
  history: lazyScreen(() => import('./OrderHistoryScreen'), 'OrderHistoryScreen'),
};

const PRIVATE = { sitemap: false, search: { visible: false, icon: '' } };

export function orderRoutes(parent: AnyRoute, companyName: string): AnyRoute[] {
  const head = (title: string) => () => ({
    meta: [{ title: `${title} | ${companyName}` }, { name: 'robots', content: 'noindex' }],
  });
  const history = (path: string) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      staticData: { meta: screenRouteMeta('Your orders', PRIVATE) },
      head: head('Your orders'),
      component: screen.history,
    });
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/invoice/$orderHash',
      staticData: { meta: screenRouteMeta('Invoice', PRIVATE) },
      head: head('Invoice'),
      component: screen.invoice,
    }),
    history('/order-history'),
    history('/order-history/$customerHash'),
  ];
}
