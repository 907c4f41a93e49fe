import { lazy, Suspense, useCallback } from 'react';
import { useLocation } from '@tanstack/react-router';
import { kindNamedIn, STUDIO_ALIASES, DEFAULT_BASE_PRODUCT } from '../../src/designs';
import type { BasketItem } from '../../src/model';
import { useServices } from '../app/ServicesContext';
import { useHydrated } from '../../src/ui/useHydrated';

/**
 * The studio routes' screen: works out the alias and the customiseIt url from the path and
 * loads the studio (studio/StudioEntry, which opens a product's design) with a dynamic
 * import, so no studio code is in the storefront's first page.
 */
const StudioEntry = lazy(() =>
  import('../../studio/StudioEntry').then((module) => ({ default: module.StudioEntry })),
);

/** `/design-your-own-hoodie/organic-hoodie/` -> alias `/design-your-own-hoodie`, url `organic-hoodie`. */
export function studioPathParts(pathname: string): { alias: string; customiseItUrl: string } {
  const [alias = '', customiseItUrl = ''] = pathname.split('/').filter(Boolean);
  return { alias: `/${alias}`, customiseItUrl };
}

/** The base product a blank design starts on: one the url names, else the alias's. */
export function studioProductFor(pathname: string): string {
  const { alias, customiseItUrl } = studioPathParts(pathname);
  return kindNamedIn(customiseItUrl) ?? STUDIO_ALIASES[alias] ?? DEFAULT_BASE_PRODUCT;
}

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
  const { alias, customiseItUrl } = studioPathParts(pathname);
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <StudioEntry
        key={pathname}
        customiseItUrl={customiseItUrl}
        aliasPath={alias}
        transport={services.transport}
        initialProduct={studioProductFor(pathname)}
        onBasket={onBasket}
      />
    </Suspense>
  );
}
