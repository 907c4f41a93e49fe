import { useState } from 'react';
import { STATUS_FLOWS } from '../../src/commerce/statusGroups';
import { formatMinor } from '../../src/commerce/formatMinor';
import { Button, DataTable, PageHeader } from '../../src/ui';
import { atlasGet } from '../api';
import { onLinkClick } from '../navigation';
import type { OrderSummary } from '../types';
import { useLoad } from '../useLoad';
import { Pager } from '../SearchTable';

interface Filters {
  group: string;
  status: string;
  store: string;
  from: string;
  to: string;
  q: string;
}
const NO_FILTERS: Filters = { group: '', status: '', store: '', from: '', to: '', q: '' };
const GROUPS = STATUS_FLOWS.normal.map((group, index) => ({
  value: String(index),
  label: group.join(', '),
}));

/** Orders by status group with filters and search, paged on the server. */
export function OrdersScreen() {
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const orders = useLoad(
    () =>
      atlasGet<{ orders: OrderSummary[]; hasMore: boolean }>('/orders/', {
        ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
        page,
      }),
    `${JSON.stringify(filters)}|${page}`,
  );
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  return (
    <section aria-labelledby="orders-title">
      <PageHeader title="Orders" titleId="orders-title" />
      <form
        className="atlas__filters"
        role="search"
        aria-label="Filter orders"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <label htmlFor="orders-q">Order id, email or hash</label>
        <input id="orders-q" type="search" value={draft.q} onChange={set('q')} />
        <label htmlFor="orders-group">Status group</label>
        <select id="orders-group" value={draft.group} onChange={set('group')}>
          <option value="">All</option>
          {GROUPS.map((group) => (
            <option key={group.value} value={group.value}>
              {group.label}
            </option>
          ))}
        </select>
        <label htmlFor="orders-status">Status</label>
        <input id="orders-status" value={draft.status} onChange={set('status')} />
        <label htmlFor="orders-store">Store id</label>
        <input id="orders-store" inputMode="numeric" value={draft.store} onChange={set('store')} />
        <label htmlFor="orders-from">From</label>
        <input id="orders-from" type="date" value={draft.from} onChange={set('from')} />
        <label htmlFor="orders-to">To</label>
        <input id="orders-to" type="date" value={draft.to} onChange={set('to')} />
        <Button type="submit" variant="primary">
          Find orders
        </Button>
      </form>
      <DataTable
        caption="Orders"
        captionHidden
        columns={[
          {
            key: 'id',
            header: 'Order',
            rowHeader: true,
            cell: (order) => (
              <a href={`/atlas/orders/${order.id}/`} onClick={onLinkClick}>
                Order {order.id}
              </a>
            ),
          },
          { key: 'status', header: 'Status', cell: (order) => order.status },
          { key: 'email', header: 'Email', cell: (order) => order.billingEmail },
          { key: 'store', header: 'Store', cell: (order) => order.divisionId },
          {
            key: 'total',
            header: 'Total',
            cell: (order) => formatMinor(order.total, order.currency),
          },
          { key: 'created', header: 'Placed', cell: (order) => order.createdAt.slice(0, 10) },
        ]}
        rows={orders.data?.orders ?? []}
        rowKey={(order) => String(order.id)}
        rowData={(order) => ({ 'data-order-id': order.id })}
        loading={orders.loading && !orders.data ? 'Loading orders' : false}
        error={orders.error ? { message: orders.error, onRetry: orders.reload } : null}
        empty={<p>No orders match.</p>}
      />
      <Pager page={page} hasMore={orders.data?.hasMore ?? false} onPage={setPage} />
    </section>
  );
}
