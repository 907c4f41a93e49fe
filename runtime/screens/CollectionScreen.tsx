import { useLoaderData } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { infiniteScrollMargin } from '../../src/rules/infiniteScroll';
import { InlineError, Loading } from '../../src/ui';
import { useServices } from '../app/ServicesContext';
import { loadMoreOfCollection, type CollectionPageData } from '../data/catalogue';
import { recallCollection, rememberCollection } from '../data/collectionCache';
import { ProductGrid } from '../product/ProductTile';

/** Said when a further page of products fails to load (the spec is silent; docs/storefront.md). */
export const LOAD_MORE_FAILED = 'We could not load more products.';

/**
 * A collection (/collection/{collection}/): its banner, name and products, bestsellers
 * first. More products load as the end of the grid comes within the infinite scroll
 * threshold; the page with everything loaded stays in the one-entry collection cache, so
 * coming back shows the same products at once and the scroll position can be restored.
 */
export function CollectionScreen() {
  const loaded = useLoaderData({ strict: false }) as CollectionPageData;
  return <CollectionView key={loaded.collection.urlName} loaded={loaded} />;
}

function CollectionView({ loaded }: { loaded: CollectionPageData }) {
  const services = useServices();
  const urlName = loaded.collection.urlName;
  // The cache may hold more than the router's copy (pages infinite scroll added).
  const [page, setPage] = useState(
    () => recallCollection<CollectionPageData>(services, urlName) ?? loaded,
  );
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => rememberCollection(services, urlName, page), [services, urlName, page]);

  const loadMore = useCallback(() => {
    setStatus('loading');
    loadMoreOfCollection(services, page).then(
      (next) => {
        setPage(next);
        setStatus('idle');
      },
      () => setStatus('failed'),
    );
  }, [services, page]);

  useEffect(() => {
    const element = end.current;
    if (!element || !page.hasMore || status !== 'idle' || !('IntersectionObserver' in window))
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadMore();
        }
      },
      { rootMargin: infiniteScrollMargin() },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [page, status, loadMore]);

  const { collection, products } = page;
  const banner = collection.banner?.thumbnails.full;
  return (
    <section className="sf-collection">
      {banner ? (
        <img
          className="sf-collection-banner"
          src={banner}
          alt=""
          width={1920}
          height={384}
          fetchPriority="high"
        />
      ) : null}
      <h1>{collection.name}</h1>
      {products.length > 0 ? (
        <ProductGrid products={products} label={collection.name} />
      ) : (
        <p>There is nothing in this collection yet.</p>
      )}
      <div ref={end} className="sf-collection-end" data-testid="collection-end">
        {status === 'loading' ? <Loading label="Loading more products…" /> : null}
        {status === 'failed' ? <InlineError message={LOAD_MORE_FAILED} onRetry={loadMore} /> : null}
      </div>
    </section>
  );
}
