import { lazy, Suspense, useCallback } from 'react';
import { useLocation } from '@tanstack/react-router';
import { findBaseProduct, STUDIO_ALIASES, DEFAULT_BASE_PRODUCT } from '../../src/studio';
import type { BasketItem } from '../../src/model';
import { useServices } from '../app/ServicesContext';

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

export function StudioScreen() {
  const services = useServices();
  const { pathname } = useLocation();
  const onBasket = useCallback((items: BasketItem[]) => services.basket.replace(items), [services]);
  return (
    <Suspense fallback={<p>Loading the studio…</p>}>
      <StudioApp
        transport={services.transport}
        initialProduct={studioProductFor(pathname)}
        onBasket={onBasket}
      />
    </Suspense>
  );
}
