import { useId, useState } from 'react';
import type { AffiliateProgramme, CommissionStage } from '../../src/affiliates/payouts';
import type { Transport } from '../../src/api/transport';
import { findCurrency, formatMoney } from '../../src/currency';
import { formatDate } from '../../src/format';
import {
  Button,
  DataTable,
  EmptyState,
  InlineError,
  Loading,
  PageHeader,
  useLoaded,
  type Column,
} from '../../src/ui';
import { failureMessage } from '../../src/errors';
import { fetchAffiliates, markPayoutPaid } from './affiliatesApi';

type ReferredOrderRow = AffiliateProgramme['orders'][number];

/** Commission is counted in pence, GBP (docs/marketing.md, Affiliates). */
export const pounds = (pence: number): string => formatMoney(pence / 100, findCurrency('GBP')!);

const STAGE_LABELS: Record<CommissionStage, string> = {
  pending: 'Pending (order not paid)',
  payable: 'Payable',
  paid: 'Paid',
  void: 'None (cancelled or refunded)',
};

const ORDER_COLUMNS: readonly Column<ReferredOrderRow>[] = [
  { key: 'hash', header: 'Order', cell: (row) => row.hash, rowHeader: true },
  { key: 'createdAt', header: 'Placed', cell: (row) => formatDate(row.createdAt) },
  { key: 'commission', header: 'Commission', cell: (row) => pounds(row.commission) },
  { key: 'stage', header: 'Commission status', cell: (row) => STAGE_LABELS[row.stage] },
];

/**
 * /dashboard/affiliates/: the store's affiliate programme. Each affiliate with the orders
 * their link brought, their commission pending, payable and paid, and the payouts made;
 * the seller marks the payable amount as paid once they have paid it.
 */
export function AffiliatesScreen({
  divisionId,
  transport,
}: {
  divisionId: number;
  transport?: Transport;
}) {
  const headingId = useId();
  const { loaded: listing, retry: reload } = useLoaded(
    () => fetchAffiliates(divisionId, transport),
    [divisionId, transport],
  );

  return (
    <main
      className="dash-screen"
      aria-labelledby={headingId}
      aria-busy={listing.state === 'loading'}
    >
      <PageHeader
        title="Affiliates"
        titleId={headingId}
        description="Customers who share your store through their own link, what their links sold and what you owe them."
      />
      {listing.state === 'loading' ? <Loading label="Loading affiliates…" /> : null}
      {listing.state === 'error' ? (
        <InlineError message={listing.message} onRetry={reload} />
      ) : null}
      {listing.state === 'ready' && listing.value.length === 0 ? (
        <EmptyState
          icon="🤝"
          title="No affiliates yet"
          text="Customers join from a page with the affiliate settings block; they appear here with what their links sell."
        />
      ) : null}
      {listing.state === 'ready'
        ? listing.value.map((affiliate) => (
            <AffiliateSection
              key={affiliate.id}
              divisionId={divisionId}
              affiliate={affiliate}
              transport={transport}
              onChanged={reload}
            />
          ))
        : null}
    </main>
  );
}

function AffiliateSection({
  divisionId,
  affiliate,
  transport,
  onChanged,
}: {
  divisionId: number;
  affiliate: AffiliateProgramme;
  transport?: Transport;
  onChanged: () => void;
}) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { pending, payable, paid } = affiliate.balance;

  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await markPayoutPaid(divisionId, affiliate, transport);
      setDone(`Payout of ${pounds(payable)} to ${affiliate.code} recorded.`);
      onChanged();
    } catch (error) {
      // A stale version or amount: the message says so; reloading shows the new figures.
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="affiliates__affiliate" aria-labelledby={headingId}>
      <h2 id={headingId}>{affiliate.code}</h2>
      <p>
        Pays to {affiliate.payoutEmail} · earns {affiliate.commissionRate}% of each sale
      </p>
      <dl className="affiliates__balance">
        <div>
          <dt>Pending</dt>
          <dd>{pounds(pending)}</dd>
        </div>
        <div>
          <dt>Payable</dt>
          <dd>{pounds(payable)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{pounds(paid)}</dd>
        </div>
      </dl>
      {payable > 0 ? (
        <Button variant="primary" busy={busy} onClick={() => void pay()}>
          Mark {pounds(payable)} as paid
        </Button>
      ) : null}
      {failure ? <InlineError message={failure} onRetry={onChanged} retryLabel="Reload" /> : null}
      <p role="status">{done}</p>
      <DataTable
        caption={`Orders referred by ${affiliate.code}`}
        columns={ORDER_COLUMNS}
        rows={affiliate.orders}
        rowKey={(row) => row.hash}
        empty={<p>No orders through this link yet.</p>}
      />
      {affiliate.payouts.length > 0 ? (
        <>
          <h3>Payouts</h3>
          <ul>
            {affiliate.payouts.map((payout) => (
              <li key={payout.id}>
                {pounds(payout.amount)} on {formatDate(payout.paidAt)}, recorded by {payout.paidBy}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
