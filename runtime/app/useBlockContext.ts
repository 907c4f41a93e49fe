import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { BlockRenderContext } from '../../src/registry';
import { runStorefrontAction } from './runAction';
import { useServices } from './ServicesContext';

/**
 * What blocks on a storefront page get from their surroundings (src/registry
 * BlockRenderContext): native mode, the page, in-app navigation, in-page actions, the
 * session's POST for forms, the shopper's currency, and adding to the basket for an
 * embedded frame. The same object on the server and in the browser, so SSR and hydration
 * render alike; the browser-only parts are called from event handlers and effects only.
 */
export function useBlockContext(page: BlockRenderContext['page']): BlockRenderContext {
  const services = useServices();
  const router = useRouter();
  return useMemo<BlockRenderContext>(() => {
    const navigate = (href: string) => void router.navigate({ href });
    return {
      mode: 'native',
      page,
      navigate,
      onAction: (name) => runStorefrontAction(name, navigate),
      post: services.post,
      currency: services.currency,
      addToCart: services.post
        ? async (request) =>
            (await import('../basket/basketActions')).addForFrame(services, request)
        : undefined,
    };
  }, [page, router, services]);
}
