import { Link } from '@tanstack/react-router';
import type { OrderLoad } from './useOrder';

/** What an order page shows before its order is there: loading, not found or a failure. */
export function OrderLoadState({
  load,
  onRetry,
}: {
  load: Exclude<OrderLoad, { state: 'ready' }>;
  onRetry: () => void;
}) {
  if (load.state === 'loading')
    return (
      <p role="status" className="sf-order-loading">
        Loading your order…
      </p>
    );
  if (load.state === 'missing')
    return (
      <>
        <h1>Order not found</h1>
        <p>This order link is not valid. Check the link in your email, or contact the store.</p>
        <p>
          <Link to="/" className="sf-button">
            Continue shopping
          </Link>
        </p>
      </>
    );
  return (
    <>
      <p role="alert">{load.message}</p>
      <button type="button" className="sf-button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
