import { lazy, Suspense, useCallback } from 'react';
import { useLocation } from '@tanstack/react-router';
import { findBaseProduct, STUDIO_ALIASES, DEFAULT_BASE_PRODUCT } from '../../src/designs';
import type { BasketItem } from '../../src/model';
import { useServices } from '../app/ServicesContext';
import { useHydrated } from '../../src/ui/useHydrated';

/**
 * The studio routes' screen: works out the base product from the path (the alias, or a
 * customiseIt url naming a base product) and loads the studio app (studio/) with a dynamic
 * import, so no studio code is in the storefront's first page.
 */
const StudioApp = lazy(() =>
  import('../../studio/StudioApp').then((module) => ({ default: module.StudioApp })),
);

/** `/design-your-own-hoodie/organic-hoodie/` -> alias `/design-your-own-hoodie`, url `organic-hoodie`. */
export function studioProductFor(pathname: string): string {
  const [alias = '', customiseItUrl = ''] = pathname.split('/').filter(Boolean);
  const fromUrl = BASE_KINDS.find((kind) => customiseItUrl.includes(kind));
  return fromUrl ?? STUDIO_ALIASES[`/${alias}`] ?? DEFAULT_BASE_PRODUCT;
}
const BASE_KINDS = ['t-shirt', 'hoodie', 'sweater', 'tote-bag', 'art-print', 'sticker'].filter(
  (kind) => findBaseProduct(kind),
);

/**
 * The studio is drawn in the browser only (a canvas, the shopper's own design): the server
 * and the hydrating render show the loading line, and the app loads once hydrated. A lazy
 * component rendered on the server would suspend there, and hydration would report the
 * unfinished boundary as an error (React #419).
 */
export function StudioScreen() {
  const services = useServices();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const onBasket = useCallback((items: BasketItem[]) => services.basket.replace(items), [services]);
  const loading = <p role="status">Loading the studio…</p>;
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <StudioApp
        transport={services.transport}
        initialProduct={studioProductFor(pathname)}
        onBasket={onBasket}
      />
    </Suspense>
  );
}
