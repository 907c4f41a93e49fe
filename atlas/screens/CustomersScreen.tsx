import { useState } from 'react';
import { ConfirmDialog, PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import { PermissionButton } from '../PermissionButton';
import { SearchTable, useSearchTable } from '../SearchTable';

interface Customer {
  id: number;
  email: string;
  fullName: string;
  verified: boolean;
  twoFactorAuthEnabled: boolean;
  force2fa: boolean;
  stores: number[];
  createdAt: string;
}

/**
 * Customers and sellers (not staff), searchable by email or name. Staff holding
 * `sellers.impersonate` may sign in as a seller (a customer with a store) after a confirm.
 */
export function CustomersScreen() {
  const [notice, setNotice] = useState('');
  const [target, setTarget] = useState<Customer | null>(null);
  const [busy, setBusy] = useState(false);

  async function forceTwoFactor(customer: Customer, value: boolean) {
    try {
      await atlasPost(`/customers/${customer.id}/force-two-factor/`, { value });
      setNotice(
        value
          ? `${customer.email} must set up two-factor at their next sign-in`
          : `${customer.email} no longer has to set up two-factor`,
      );
      customers.reload();
    } catch (error) {
      setNotice(messageOf(error));
    }
  }

  async function impersonate(customer: Customer) {
    setBusy(true);
    try {
      const answer = await atlasPost<{ redirect: string }>(
        `/customers/${customer.id}/impersonate/`,
      );
      window.location.assign(answer.redirect);
    } catch (error) {
      setBusy(false);
      setTarget(null);
      setNotice(messageOf(error));
    }
  }

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
        notice={notice}
        caption="Customers"
        captionHidden
        columns={[
          { key: 'email', header: 'Email', rowHeader: true, cell: (row) => row.email },
          { key: 'name', header: 'Name', cell: (row) => row.fullName },
          { key: 'verified', header: 'Verified', cell: (row) => (row.verified ? 'Yes' : 'No') },
          {
            key: 'twoFactor',
            header: 'Two-factor',
            cell: (row) =>
              row.twoFactorAuthEnabled ? 'On' : row.force2fa ? 'Off (forced)' : 'Off',
          },
          {
            key: 'stores',
            header: 'Stores',
            cell: (row) => (row.stores.length > 0 ? row.stores.join(', ') : '-'),
          },
        ]}
        rowKey={(row) => String(row.id)}
        actionsHeader="Actions"
        rowActions={(row) => (
          <>
            <PermissionButton
              size="small"
              permission="customers.write"
              action="force two-factor on customers"
              onClick={() => void forceTwoFactor(row, !row.force2fa)}
              aria-label={`${row.force2fa ? 'Stop forcing two-factor on' : 'Force two-factor on'} ${row.email}`}
            >
              {row.force2fa ? 'Stop forcing two-factor' : 'Force two-factor'}
            </PermissionButton>
            {row.stores.length > 0 ? (
              <>
                {' '}
                <PermissionButton
                  size="small"
                  permission="sellers.impersonate"
                  action="sign in as a seller"
                  onClick={() => setTarget(row)}
                  aria-label={`Sign in as ${row.email}`}
                >
                  Sign in as seller
                </PermissionButton>
              </>
            ) : null}
          </>
        )}
        empty={<p>No customers match.</p>}
      />
      <ConfirmDialog
        open={target !== null}
        title="Sign in as seller"
        text={
          target
            ? `You will see the dashboard as ${target.email} for up to 30 minutes. This is recorded in the audit log.`
            : ''
        }
        confirmLabel="Sign in as seller"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => target && void impersonate(target)}
        onCancel={() => setTarget(null)}
      />
    </section>
  );
}
