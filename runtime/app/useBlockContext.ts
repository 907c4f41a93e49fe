import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { BlockRenderContext } from '../../src/registry';
import { favouritesFromAnswer } from '../basket/favouritesRules';
import { runStorefrontAction } from './runAction';
import { useServices } from './ServicesContext';

/**
 * What blocks on a storefront page get from their surroundings (src/registry
 * BlockRenderContext): native mode, the page, in-app navigation, in-page actions, the
 * session's POST for forms, the shopper's currency, adding to the basket for an
 * embedded frame, and the visitor's split tests (assigned with core data on the server)
 * with the route query, so a split-test block shows its variation in the first HTML.
 * The same object on the server and in the browser, so SSR and hydration render alike;
 * the browser-only parts are called from event handlers and effects only.
 */
export function useBlockContext(page: BlockRenderContext['page']): BlockRenderContext {
  const services = useServices();
  const router = useRouter();
  const query = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  const stored = services.coreData.state.splitTest;
  return useMemo<BlockRenderContext>(() => {
    const navigate = (href: string) => void router.navigate({ href });
    const { post: send } = services;
    // A block's like adds to favourites: its answer (the whole list) updates the header heart.
    const post = send
      ? async (path: string, body: unknown) => {
          const answer = await send(path, body);
          const favourites = favouritesFromAnswer(path, body, answer);
          if (favourites) services.favourites.replace(favourites);
          return answer;
        }
      : undefined;
    return {
      mode: 'native',
      page,
      navigate,
      onAction: (name) => runStorefrontAction(name, navigate),
      post,
      currency: services.currency,
      addToCart: services.post
        ? async (request) =>
            (await import('../basket/basketActions')).addForFrame(services, request)
        : undefined,
      splitTests: { stored, query },
    };
  }, [page, router, services, stored, query]);
}
