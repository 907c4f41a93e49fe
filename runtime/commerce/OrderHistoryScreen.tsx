import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { formatMinor } from '../../src/commerce/formatMinor';
import { statusLabel, type HistoryOrder } from '../../src/commerce/orderHistory';
import { ApiError } from '../../src/errors';
import { signInPath } from '../../src/guards';
import { useServices } from '../app/ServicesContext';
import { STOREFRONT_MESSAGES } from '../messages';
import { reorder } from './reorder';
import { useLoad } from './useLoad';
import { useOrdersClient } from './useOrdersClient';

const orderDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function HistoryEntry({
  order,
  busy,
  onReorder,
}: {
  order: HistoryOrder;
  busy: boolean;
  onReorder: (order: HistoryOrder) => void;
}) {
  const reference = order.hash.slice(0, 8).toUpperCase();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li className="sf-history-order">
      <h2>
        Order {reference} <span className="sf-history-date">{orderDate(order.createdAt)}</span>
      </h2>
      <p>
        {count} {count === 1 ? 'item' : 'items'}: {order.items.map((item) => item.name).join(', ')}{' '}
        · {formatMinor(order.total, order.currency)}
      </p>
      <p>
        Status: <strong>{statusLabel(order.status)}</strong>
      </p>
      {order.percentComplete !== null ? (
        <progress
          className="sf-history-progress"
          max={100}
          value={order.percentComplete}
          aria-label={`Order ${reference} progress`}
        >
          {order.percentComplete}%
        </progress>
      ) : null}
      {order.trackingCodes.length ? (
        <p>Tracking: {order.trackingCodes.join(', ')}</p>
      ) : (
        <p>Tracking: not dispatched yet</p>
      )}
      <p className="sf-receipt-actions">
        <Link
          to="/receipt/$orderHash"
          params={{ orderHash: order.hash }}
          className="sf-button sf-button-secondary"
          aria-label={`View receipt for order ${reference}`}
        >
          View receipt
        </Link>
        <button
          type="button"
          className="sf-button"
          disabled={busy}
          onClick={() => onReorder(order)}
          aria-label={`Buy again: order ${reference}`}
        >
          Buy again
        </button>
      </p>
    </li>
  );
}

/**
 * /order-history/{customerHash}: the orders of the email behind the key (the link in
 * every order mail); /order-history/ the signed-in shopper's own. Each order shows its
 * status and progress, tracking codes, a link to its receipt and "Buy again".
 */
export function OrderHistoryScreen() {
  const { customerHash } = useParams({ strict: false }) as { customerHash?: string };
  const services = useServices();
  const navigate = useNavigate();
  const client = useOrdersClient();
  const read = useCallback(() => client.history(customerHash), [client, customerHash]);
  const { load, reload } = useLoad(read);
  const [busy, setBusy] = useState(false);

  async function buyAgain(order: HistoryOrder) {
    setBusy(true);
    try {
      const note = await reorder(services, order);
      if (note) services.snackbar.push({ message: note });
      await navigate({ to: '/basket' });
    } catch (error) {
      services.snackbar.pushError(
        error instanceof ApiError ? error.message : STOREFRONT_MESSAGES.general,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sf-receipt sf-history">
      <h1>Your orders</h1>
      {load.state === 'loading' ? (
        <p role="status">Loading your orders…</p>
      ) : load.state === 'failed' ? (
        <>
          <p role="alert">{load.message}</p>
          {load.status === 401 ? (
            <p>
              <a className="sf-button" href={signInPath('/order-history/')}>
                Sign in
              </a>
            </p>
          ) : load.status === 404 ? null : (
            <button type="button" className="sf-button" onClick={() => void reload()}>
              Try again
            </button>
          )}
        </>
      ) : load.value.orders.length === 0 ? (
        <p>You have no orders yet.</p>
      ) : (
        <ol className="sf-history-list">
          {load.value.orders.map((order) => (
            <HistoryEntry key={order.hash} order={order} busy={busy} onReorder={buyAgain} />
          ))}
        </ol>
      )}
    </section>
  );
}
