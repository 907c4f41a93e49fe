import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { BlockRenderContext } from '../../src/registry';
import { useServices } from '../app/ServicesContext';
import type { PageEntry } from '../data/state';
import { PageRenderer } from '../render/PageRenderer';
import { PageError } from './PageError';

/** A published seller page: its blocks on the 12-column grid, in native mode. */
export function SellerPageScreen() {
  const entry = useLoaderData({ strict: false }) as PageEntry | undefined;
  const services = useServices();
  const router = useRouter();
  const page = entry?.ok ? entry.value.page : null;
  const context = useMemo<BlockRenderContext>(
    () => ({
      mode: 'native',
      page,
      navigate: (href) => void router.navigate({ href }),
      onAction: (name) => window.dispatchEvent(new CustomEvent('storefront:action', { detail: name })),
      post: services.post,
    }),
    [page, router, services.post],
  );
  if (!entry) return null;
  if (!entry.ok) return <PageError failure={entry.error} />;
  const spacing = entry.value.page.properties.ySpacing.value;
  return (
    <div className="sf-page pb-root" style={{ ['--page-spacing' as string]: `${spacing}px` }}>
      <PageRenderer
        blocks={entry.value.page.blocks}
        registry={services.registry}
        visibleItems={services.visibleBlocks}
        context={context}
        blockData={entry.value.blockData}
      />
    </div>
  );
}
