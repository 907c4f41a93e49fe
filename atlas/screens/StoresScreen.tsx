import { useState } from 'react';
import { PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import { PermissionButton } from '../PermissionButton';
import { SearchTable, useSearchTable } from '../SearchTable';

interface Store {
  id: number;
  code: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  pro: boolean;
  active: boolean;
  isFraud: boolean;
  isVip: boolean;
}

type StoreFlag = 'pro' | 'active' | 'fraud' | 'vip';

/** What the status line says after a change. */
const NOTICE: Record<StoreFlag, (name: string, value: boolean) => string> = {
  pro: (name, value) => `${name} is ${value ? 'now' : 'no longer'} Pro`,
  active: (name, value) => `${name} ${value ? 'enabled' : 'disabled'}`,
  fraud: (name, value) => `${name} ${value ? 'marked as fraud' : 'no longer marked as fraud'}`,
  vip: (name, value) => `${name} is ${value ? 'now' : 'no longer'} VIP`,
};

/** Stores: search, switch Pro, and disable or enable a store (stores.write). */
export function StoresScreen() {
  const [notice, setNotice] = useState('');
  const stores = useSearchTable(async (q, page) => {
    const answer = await atlasGet<{ stores: Store[]; hasMore: boolean }>('/stores/', { q, page });
    return { rows: answer.stores, hasMore: answer.hasMore };
  });

  async function set(store: Store, flag: StoreFlag, value: boolean) {
    try {
      await atlasPost(`/stores/${store.id}/${flag}/`, { value });
      setNotice(NOTICE[flag](store.name, value));
      stores.reload();
    } catch (error) {
      setNotice(messageOf(error));
    }
  }

  return (
    <section aria-labelledby="stores-title">
      <PageHeader title="Stores" titleId="stores-title" />
      <SearchTable
        state={stores}
        searchLabel="Search stores"
        searchId="stores-search"
        loadingLabel="Loading stores"
        notice={notice}
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
          {
            key: 'flags',
            header: 'Flags',
            cell: (store) =>
              [store.isFraud ? 'Fraud' : '', store.isVip ? 'VIP' : ''].filter(Boolean).join(', ') ||
              '-',
          },
        ]}
        rowKey={(store) => String(store.id)}
        actionsHeader="Actions"
        rowActions={(store) => (
          <>
            <PermissionButton
              size="small"
              permission="stores.write"
              action="change stores"
              onClick={() => void set(store, 'pro', !store.pro)}
              aria-label={`${store.pro ? 'Remove Pro from' : 'Make Pro'} ${store.name}`}
            >
              {store.pro ? 'Remove Pro' : 'Make Pro'}
            </PermissionButton>{' '}
            <PermissionButton
              size="small"
              variant={store.active ? 'danger' : 'secondary'}
              permission="stores.write"
              action="change stores"
              onClick={() => void set(store, 'active', !store.active)}
              aria-label={`${store.active ? 'Disable' : 'Enable'} ${store.name}`}
            >
              {store.active ? 'Disable' : 'Enable'}
            </PermissionButton>{' '}
            <PermissionButton
              size="small"
              permission="stores.write"
              action="change stores"
              onClick={() => void set(store, 'vip', !store.isVip)}
              aria-label={`${store.isVip ? 'Remove VIP from' : 'Make VIP'} ${store.name}`}
            >
              {store.isVip ? 'Remove VIP' : 'Make VIP'}
            </PermissionButton>{' '}
            <PermissionButton
              size="small"
              variant={store.isFraud ? 'secondary' : 'danger'}
              permission="stores.write"
              action="change stores"
              onClick={() => void set(store, 'fraud', !store.isFraud)}
              aria-label={`${store.isFraud ? 'Clear fraud on' : 'Mark as fraud'} ${store.name}`}
            >
              {store.isFraud ? 'Clear fraud' : 'Mark as fraud'}
            </PermissionButton>
          </>
        )}
        empty={<p>No stores match.</p>}
      />
    </section>
  );
}
