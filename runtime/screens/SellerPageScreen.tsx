import { useLoaderData } from '@tanstack/react-router';
import type { Block } from '../../src/model';
import { useServices } from '../app/ServicesContext';
import { useBlockContext } from '../app/useBlockContext';
import type { PageEntry } from '../data/state';
import { PageRenderer } from '../render/PageRenderer';
import { PageError } from './PageError';

/** A prepared page's blocks are already the visible ones, in order (runtime/data/preparePage.ts). */
const asPrepared = (blocks: readonly Block[]): Block[] => [...blocks];

/** A published seller page: its prepared blocks on the 12-column grid, in native mode. */
export function SellerPageScreen() {
  const entry = useLoaderData({ strict: false }) as PageEntry | undefined;
  const services = useServices();
  const page = entry?.ok ? entry.value.page : null;
  const context = useBlockContext(page);
  if (!entry) return null;
  if (!entry.ok) return <PageError failure={entry.error} />;
  const spacing = entry.value.page.properties.ySpacing.value;
  return (
    <div className="sf-page pb-root" style={{ ['--page-spacing' as string]: `${spacing}px` }}>
      <PageRenderer
        blocks={entry.value.page.blocks}
        prepared={services.blocks}
        visibleItems={asPrepared}
        context={context}
        blockData={entry.value.blockData}
      />
    </div>
  );
}
