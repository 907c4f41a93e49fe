import '../products/catalogue.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { EmptyState, InlineError, Loading, PageHeader } from '../../src/ui';
import type { SellerCollection } from '../../src/products';
import { failureMessage } from '../../src/errors';
import type { ProductsApi } from '../products/productsApi';
import { collectionRuleLabel } from './collectionLabels';

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; collections: SellerCollection[] };

/** The store's collections: how each picks its products, and whether shoppers see it. */
export function CollectionsListScreen({
  divisionId,
  api,
}: {
  divisionId: number;
  api: Pick<ProductsApi, 'listCollections'>;
}) {
  const headingId = useId();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const load = useCallback(() => {
    let current = true;
    setListing({ state: 'loading' });
    api.listCollections(divisionId).then(
      (collections) => current && setListing({ state: 'ready', collections }),
      (failure: unknown) =>
        current && setListing({ state: 'error', message: failureMessage(failure) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId]);
  useEffect(load, [load]);

  return (
    <main
      className="dash-screen"
      aria-labelledby={headingId}
      aria-busy={listing.state === 'loading'}
    >
      <PageHeader
        title="Collections"
        titleId={headingId}
        actions={
          <a className="ui-button ui-button--primary" href="/dashboard/collections/new/">
            New collection
          </a>
        }
      />
      {listing.state === 'loading' ? (
        <Loading label="Loading collections…" skeletonLines={4} />
      ) : listing.state === 'error' ? (
        <InlineError message={listing.message} onRetry={load} />
      ) : listing.collections.length === 0 ? (
        <EmptyState
          icon="🗂"
          title="No collections yet"
          text="Group products for shoppers: in your own order, or by a tag, the newest or the bestsellers."
        />
      ) : (
        <table className="ui-table">
          <caption className="ui-table__caption">
            {listing.collections.length}{' '}
            {listing.collections.length === 1 ? 'collection' : 'collections'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Url name</th>
              <th scope="col">Products</th>
              <th scope="col">Shown in the store</th>
            </tr>
          </thead>
          <tbody>
            {listing.collections.map((collection) => (
              <tr key={collection.id}>
                <th scope="row">
                  <a href={`/dashboard/collections/${collection.id}/`}>{collection.name}</a>
                </th>
                <td>{collection.urlName}</td>
                <td>{collectionRuleLabel(collection)}</td>
                <td>{collection.active ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
