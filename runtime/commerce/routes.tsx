import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screenRouteMeta } from '../../src/rules/routeMeta';
import { lazyScreen } from '../app/lazyScreen';

/**
 * The shop's own routes after the basket: checkout, pay and receipt. Each screen loads
 * with its route, so the storefront's first page carries none of them; none is indexed or
 * listed in the sitemap (they are the shopper's own).
 */
const screen = {
  checkout: lazyScreen(() => import('./CheckoutScreen'), 'CheckoutScreen'),
  pay: lazyScreen(() => import('./PayScreen'), 'PayScreen'),
  receipt: lazyScreen(() => import('./ReceiptScreen'), 'ReceiptScreen'),
};

const PRIVATE = { sitemap: false, search: { visible: false, icon: '' } };

export function commerceRoutes(parent: AnyRoute, companyName: string): AnyRoute[] {
  const head = (title: string) => () => ({
    meta: [{ title: `${title} | ${companyName}` }, { name: 'robots', content: 'noindex' }],
  });
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/checkout',
      staticData: { meta: screenRouteMeta('Checkout', { layout: 'cart', ...PRIVATE }) },
      validateSearch: (search: Record<string, unknown>): { express?: boolean } =>
        search.express === true || search.express === 'true' ? { express: true } : {},
      head: head('Checkout'),
      component: screen.checkout,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/pay/$order',
      staticData: { meta: screenRouteMeta('Payment', { layout: 'cart', ...PRIVATE }) },
      head: head('Payment'),
      component: screen.pay,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/receipt/$orderHash',
      staticData: { meta: screenRouteMeta('Receipt', PRIVATE) },
      head: head('Receipt'),
      component: screen.receipt,
    }),
  ];
}
