import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screenRouteMeta } from '../../src/rules/routeMeta';
import { lazyScreen } from '../app/lazyScreen';

/**
 * After the order: returns, edits, address updates and quote requests. Each screen loads
 * with its route; none is indexed or listed in the sitemap (they are the shopper's own).
 */
const screen = {
  returns: lazyScreen(() => import('./afterSales/ReturnsScreen'), 'ReturnsScreen'),
  editOrder: lazyScreen(() => import('./afterSales/EditOrderScreen'), 'EditOrderScreen'),
  updateAddress: lazyScreen(() => import('./afterSales/EditOrderScreen'), 'UpdateAddressScreen'),
  quote: lazyScreen(() => import('./afterSales/QuoteScreen'), 'QuoteScreen'),
  advancedQuote: lazyScreen(() => import('./afterSales/QuoteScreen'), 'AdvancedQuoteScreen'),
  quotePage: lazyScreen(() => import('./afterSales/QuotePageScreen'), 'QuotePageScreen'),
};

const PRIVATE = { sitemap: false, search: { visible: false, icon: '' } };

/** The paths these routes own, for the router's reserved list. */
export const AFTER_SALES_PATHS = [
  '/returns',
  '/edit-order',
  '/update-address',
  '/get-a-quote',
  '/advanced-quote',
  '/quote',
] as const;

export function afterSalesRoutes(parent: AnyRoute, companyName: string): AnyRoute[] {
  const route = (path: string, title: string, component: (typeof screen)[keyof typeof screen]) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      staticData: { meta: screenRouteMeta(title, PRIVATE) },
      head: () => ({
        meta: [{ title: `${title} | ${companyName}` }, { name: 'robots', content: 'noindex' }],
      }),
      component,
    });
  return [
    route('/returns/{-$orderHash}', 'Returns', screen.returns),
    route('/edit-order/{-$orderHash}', 'Edit your order', screen.editOrder),
    route('/update-address/{-$orderHash}', 'Update your address', screen.updateAddress),
    route('/get-a-quote', 'Get a quote', screen.quote),
    route('/advanced-quote/{-$order}', 'Advanced quote', screen.advancedQuote),
    route('/quote/$hash', 'Your quote', screen.quotePage),
  ];
}
