import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screenRouteMeta } from '../../src/rules/routeMeta';
import { lazyScreen } from '../app/lazyScreen';

/** Marketing screens: the subscription confirmation (the spec's studio layout), not indexed. */
const screen = {
  subscriptionVerified: lazyScreen(
    () => import('./SubscriptionVerifiedScreen'),
    'SubscriptionVerifiedScreen',
  ),
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
  ];
}
