import { useState } from 'react';
import { hasPermission } from '../../src/atlas';
import { Button, DataTable, PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import type { Me } from '../types';
import { useLoad } from '../useLoad';

interface Store {
  id: number;
  code: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  pro: boolean;
  active: boolean;
}

/** Stores: search, switch Pro, and disable or enable a store (stores.write). */
export function StoresScreen({ me }: { me: Me }) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState('');
  const stores = useLoad(() => atlasGet<{ stores: Store[] }>('/stores/', { q: search }), search);
  const mayWrite = hasPermission(me.permissions, 'stores.write');

  async function set(store: Store, flag: 'pro' | 'active', value: boolean) {
    try {
      await atlasPost(`/stores/${store.id}/${flag}/`, { value });
      setNotice(
        flag === 'pro'
          ? `${store.name} is ${value ? 'now' : 'no longer'} Pro`
          : `${store.name} ${value ? 'enabled' : 'disabled'}`,
      );
      stores.reload();
    } catch (error) {
      setNotice(messageOf(error));
    }
  }

  return (
    <section aria-labelledby="stores-title">
      <PageHeader title="Stores" titleId="stores-title" />
      <form
        className="atlas__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(query);
        }}
      >
        <label htmlFor="stores-search">Search stores</label>
        <input
          id="stores-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      <p role="status" className="atlas__notice">
        {notice}
      </p>
      <DataTable
        caption="Stores"
        captionHidden
        columns={[
          { key: 'name', header: 'Store', rowHeader: true, cell: (store) => store.name },
          { key: 'code', header: 'Code', cell: (store) => store.code },
          {
            key: 'domain',
            header: 'Domain',
            cell: (store) => store.customDomain ?? store.subdomain,
          },
          { key: 'pro', header: 'Pro', cell: (store) => (store.pro ? 'Yes' : 'No') },
          {
            key: 'active',
            header: 'State',
            cell: (store) => (store.active ? 'Enabled' : 'Disabled'),
          },
        ]}
        rows={stores.data?.stores ?? []}
        rowKey={(store) => String(store.id)}
        actionsHeader="Actions"
        rowActions={(store) => (
          <>
            <Button
              size="small"
              disabled={!mayWrite}
              onClick={() => void set(store, 'pro', !store.pro)}
              aria-label={`${store.pro ? 'Remove Pro from' : 'Make Pro'} ${store.name}`}
            >
              {store.pro ? 'Remove Pro' : 'Make Pro'}
            </Button>{' '}
            <Button
              size="small"
              variant={store.active ? 'danger' : 'secondary'}
              disabled={!mayWrite}
              onClick={() => void set(store, 'active', !store.active)}
              aria-label={`${store.active ? 'Disable' : 'Enable'} ${store.name}`}
            >
              {store.active ? 'Disable' : 'Enable'}
            </Button>
          </>
        )}
        loading={stores.loading && !stores.data ? 'Loading stores' : false}
        error={stores.error ? { message: stores.error, onRetry: stores.reload } : null}
        empty={<p>No stores match.</p>}
      />
    </section>
  );
}
