import { useCallback, useEffect, useId, useState } from 'react';
import { Button, EmptyState, InlineError, Loading, PageHeader } from '../../src/ui';
import {
  APPROVAL_LABELS,
  PRODUCT_FILTERS,
  productBulkSchema,
  type ProductBulk,
  type ProductQueryInput,
  type SellerCollection,
  type SellerProductPage,
} from '../../src/products';
import { failureMessage } from '../../src/errors';
import type { ProductsApi } from './productsApi';

export interface ProductsListScreenProps {
  divisionId: number;
  api: ProductsApi;
}

type Listing =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; page: SellerProductPage };

const FILTER_LABELS: Record<(typeof PRODUCT_FILTERS)[number], string> = {
  all: 'All products',
  enabled: 'Enabled',
  disabled: 'Disabled',
  pending: 'Pending approval',
  approved: 'Approved',
  denied: 'Denied',
};

const PER_PAGE = 25;

/** What the table asks the server for (a narrower ProductQueryInput: page is a number). */
type TableQuery = Omit<ProductQueryInput, 'page' | 'perPage'> & { page: number; perPage: number };

/**
 * The seller's product table: searched, filtered and paged on the server (the store may
 * hold 10,000 products), each row's approval shown ("Pending approval", or a denied
 * product's reason), and the selected rows enabled, disabled or added to a hand-picked
 * collection together, the result announced.
 */
export function ProductsListScreen({ divisionId, api }: ProductsListScreenProps) {
  const headingId = useId();
  const searchId = useId();
  const filterId = useId();
  const [query, setQuery] = useState<TableQuery>({ page: 1, perPage: PER_PAGE });
  const [search, setSearch] = useState('');
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState('');
  const [collections, setCollections] = useState<SellerCollection[]>([]);
  const [collectionId, setCollectionId] = useState('');
  const collectionSelectId = useId();

  const load = useCallback(() => {
    let current = true;
    setListing({ state: 'loading' });
    api.list(divisionId, query).then(
      (page) => current && setListing({ state: 'ready', page }),
      (error: unknown) => current && setListing({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId, query]);
  useEffect(load, [load]);

  // Only hand-picked collections take products; a rule collection follows its rule.
  useEffect(() => {
    let current = true;
    api.listCollections(divisionId).then(
      (all) => current && setCollections(all.filter((collection) => collection.mode === 'manual')),
      // Without the list the other bulk actions still work; the select says why it is empty.
      () => current && setCollections([]),
    );
    return () => {
      current = false;
    };
  }, [api, divisionId]);

  const done = (action: ProductBulk['action'], updated: number) => {
    const products = `${updated} ${updated === 1 ? 'product' : 'products'}`;
    if (action !== 'addToCollection') return `${products} ${action}d`;
    const name = collections.find((collection) => collection.id === Number(collectionId))?.name;
    return `${products} added to ${name ?? 'the collection'}`;
  };

  const bulk = async (action: ProductBulk['action']) => {
    const parsed = productBulkSchema.safeParse({
      action,
      ids: [...selected],
      ...(action === 'addToCollection' && collectionId !== ''
        ? { collectionId: Number(collectionId) }
        : {}),
    });
    if (!parsed.success) {
      setNotice(parsed.error.issues[0]?.message ?? '');
      return;
    }
    try {
      const { updated } = await api.bulk(divisionId, parsed.data);
      setNotice(done(action, updated));
      setSelected(new Set());
      load();
    } catch (error) {
      setNotice(failureMessage(error));
    }
  };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const page = listing.state === 'ready' ? listing.page : null;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.perPage)) : 1;

  return (
    <main
      className="dash-screen"
      aria-labelledby={headingId}
      aria-busy={listing.state === 'loading'}
    >
      <PageHeader
        title="Products"
        titleId={headingId}
        actions={<a href="/dashboard/products/new/">New product</a>}
      />
      <form
        role="search"
        className="ui-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery((current) => ({ ...current, search, page: 1 }));
        }}
      >
        <label htmlFor={searchId}>Search products</label>
        <input
          id={searchId}
          className="ui-input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <label htmlFor={filterId}>Show</label>
        <select
          id={filterId}
          className="ui-input"
          value={query.filter ?? 'all'}
          onChange={(event) =>
            setQuery((current) => ({
              ...current,
              filter: event.target.value as ProductQueryInput['filter'],
              page: 1,
            }))
          }
        >
          {PRODUCT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
        <Button type="submit">Search</Button>
      </form>
      <div role="group" aria-label="Bulk actions" className="ui-toolbar">
        <Button disabled={selected.size === 0} onClick={() => void bulk('enable')}>
          Enable selected
        </Button>
        <Button disabled={selected.size === 0} onClick={() => void bulk('disable')}>
          Disable selected
        </Button>
        <label htmlFor={collectionSelectId}>Collection</label>
        <select
          id={collectionSelectId}
          className="ui-input"
          value={collectionId}
          onChange={(event) => setCollectionId(event.target.value)}
        >
          <option value="">
            {collections.length === 0 ? 'No hand-picked collections' : 'Choose a collection'}
          </option>
          {collections.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </select>
        <Button disabled={selected.size === 0} onClick={() => void bulk('addToCollection')}>
          Add selected to collection
        </Button>
      </div>
      <p role="status">{notice}</p>
      {listing.state === 'loading' ? (
        <Loading label="Loading products…" skeletonLines={5} />
      ) : listing.state === 'error' ? (
        <InlineError message={listing.message} onRetry={load} />
      ) : listing.page.products.length === 0 ? (
        <EmptyState icon="👕" text="No products match." />
      ) : (
        <>
          <div className="ui-table-wrap">
            <table className="ui-table">
              <caption>
                {listing.page.total} {listing.page.total === 1 ? 'product' : 'products'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Select</th>
                  <th scope="col">Name</th>
                  <th scope="col">Price</th>
                  <th scope="col">Enabled</th>
                  <th scope="col">Approval</th>
                </tr>
              </thead>
              <tbody>
                {listing.page.products.map((product) => (
                  <tr key={product.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select ${product.name}`}
                        checked={selected.has(product.id)}
                        onChange={() => toggle(product.id)}
                      />
                    </td>
                    <th scope="row">
                      <a href={`/dashboard/products/${product.id}/`}>{product.name}</a>
                    </th>
                    <td>£{(product.salePrice ?? product.price).toFixed(2)}</td>
                    <td>{product.enabled ? 'Yes' : 'No'}</td>
                    <td>
                      {APPROVAL_LABELS[product.approvalStatus]}
                      {product.approvalStatus === 'denied' && product.denialReason
                        ? `: ${product.denialReason}`
                        : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Product pages" className="ui-toolbar">
            <Button
              disabled={query.page <= 1}
              onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}
            >
              Previous page
            </Button>
            <span>
              Page {query.page} of {pages}
            </span>
            <Button
              disabled={query.page >= pages}
              onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
            >
              Next page
            </Button>
          </nav>
        </>
      )}
    </main>
  );
}
