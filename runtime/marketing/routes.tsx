import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screenRouteMeta } from '../../src/rules/routeMeta';
import { lazyScreen } from '../app/lazyScreen';

/**
 * Marketing screens, not indexed: the subscription confirmation (the spec's studio
 * layout) and the unsubscribe page of list mails.
 */
const screen = {
  subscriptionVerified: lazyScreen(
    () => import('./SubscriptionVerifiedScreen'),
    'SubscriptionVerifiedScreen',
  ),
  unsubscribe: lazyScreen(() => import('./UnsubscribeScreen'), 'UnsubscribeScreen'),
};

export function marketingRoutes(parent: AnyRoute, companyName: string): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/subscription-verified',
      staticData: {
        meta: screenRouteMeta('Subscription confirmed', {
          layout: 'studio',
          sitemap: false,
          search: { visible: false, icon: '' },
        }),
      },
      head: () => ({
        meta: [{ title: `Subscription | ${companyName}` }, { name: 'robots', content: 'noindex' }],
      }),
      component: screen.subscriptionVerified,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/unsubscribe',
      staticData: {
        meta: screenRouteMeta('Unsubscribe', {
          layout: 'blank',
          sitemap: false,
          search: { visible: false, icon: '' },
        }),
      },
      head: () => ({
        meta: [{ title: `Unsubscribe | ${companyName}` }, { name: 'robots', content: 'noindex' }],
      }),
      component: screen.unsubscribe,
    }),
  ];
}
