import { useState } from 'react';
import { Button, DataTable, PageHeader } from '../../src/ui';
import { atlasGet } from '../api';
import { useLoad } from '../useLoad';

interface Customer {
  id: number;
  email: string;
  fullName: string;
  verified: boolean;
  twoFactorAuthEnabled: boolean;
  stores: number[];
  createdAt: string;
}

/** Customers and sellers (not staff), searchable by email or name. */
export function CustomersScreen() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const customers = useLoad(
    () => atlasGet<{ customers: Customer[] }>('/customers/', { q: search }),
    search,
  );
  return (
    <section aria-labelledby="customers-title">
      <PageHeader title="Customers" titleId="customers-title" />
      <form
        className="atlas__filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(query);
        }}
      >
        <label htmlFor="customers-search">Search customers</label>
        <input
          id="customers-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      <DataTable
        caption="Customers"
        captionHidden
        columns={[
          { key: 'email', header: 'Email', rowHeader: true, cell: (row) => row.email },
          { key: 'name', header: 'Name', cell: (row) => row.fullName },
          { key: 'verified', header: 'Verified', cell: (row) => (row.verified ? 'Yes' : 'No') },
          {
            key: 'twoFactor',
            header: 'Two-factor',
            cell: (row) => (row.twoFactorAuthEnabled ? 'On' : 'Off'),
          },
          {
            key: 'stores',
            header: 'Stores',
            cell: (row) => (row.stores.length > 0 ? row.stores.join(', ') : '-'),
          },
        ]}
        rows={customers.data?.customers ?? []}
        rowKey={(row) => String(row.id)}
        loading={customers.loading && !customers.data ? 'Loading customers' : false}
        error={customers.error ? { message: customers.error, onRetry: customers.reload } : null}
        empty={<p>No customers match.</p>}
      />
    </section>
  );
}
