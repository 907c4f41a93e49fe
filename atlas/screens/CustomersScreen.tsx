import { PageHeader } from '../../src/ui';
import { atlasGet } from '../api';
import { SearchTable, useSearchTable } from '../SearchTable';

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
  const customers = useSearchTable(async (q, page) => {
    const answer = await atlasGet<{ customers: Customer[]; hasMore: boolean }>('/customers/', {
      q,
      page,
    });
    return { rows: answer.customers, hasMore: answer.hasMore };
  });
  return (
    <section aria-labelledby="customers-title">
      <PageHeader title="Customers" titleId="customers-title" />
      <SearchTable
        state={customers}
        searchLabel="Search customers"
        searchId="customers-search"
        loadingLabel="Loading customers"
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
        rowKey={(row) => String(row.id)}
        empty={<p>No customers match.</p>}
      />
    </section>
  );
}
