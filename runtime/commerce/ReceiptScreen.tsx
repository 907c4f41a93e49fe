import { Link, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { invoicePdfHref } from '../../src/api/orders';
import { countryName } from '../../src/commerce/shipping';
import type { Address } from '../../src/commerce';
import { useServices } from '../app/ServicesContext';
import { trackEvent } from '../analytics/analytics';
import { browserKeyStorage, forgetCheckoutKey } from './checkoutKey';
import { OrderLoadState } from './OrderStates';
import { OrderSummary } from './OrderSummary';
import { summaryTotals } from './PayScreen';
import { useOrder } from './useOrder';

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {[
          address.name,
          address.company,
          address.street,
          address.city,
          address.state,
          address.zip,
          countryName(address.country),
        ]
          .filter((line) => line)
          .map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
      </address>
    </div>
  );
}

const orderDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * /receipt/{orderHash}: the shopper's receipt, printable (the print stylesheet hides the
 * shell). The order hash is the only key to it. An unpaid order says so and links to its
 * pay page; returning from Stripe lands here, and the read reconciles the payment.
 */
export function ReceiptScreen() {
  const { orderHash } = useParams({ strict: false }) as { orderHash: string };
  const services = useServices();
  const { load, reload } = useOrder(orderHash);
  const order = load.state === 'ready' ? load.order : null;
  const paid = order?.payment.step === 'paid';
  useEffect(() => {
    if (!paid) return;
    forgetCheckoutKey(browserKeyStorage());
    // A paid order is a split-test conversion (counted once per visitor and variation).
    trackEvent('order', { orderId: orderHash });
  }, [paid, orderHash]);

  if (!order)
    return (
      <section className="sf-receipt">
        <OrderLoadState
          load={load as Exclude<typeof load, { state: 'ready' }>}
          onRetry={() => void reload()}
        />
      </section>
    );
  const storeName = services.coreData.state.subdomain.division.name;
  return (
    <section className="sf-receipt">
      {paid ? (
        <>
          <h1>Thank you for your order</h1>
          <p>
            We have sent a confirmation to <strong>{order.email}</strong>. We will email you again
            when your order is on its way.
          </p>
        </>
      ) : (
        <>
          <h1>Your order is waiting for payment</h1>
          <p>
            <Link to="/pay/$order" params={{ order: order.hash }} className="sf-button">
              Pay now
            </Link>
          </p>
        </>
      )}
      <dl className="sf-receipt-facts">
        <div>
          <dt>Store</dt>
          <dd>{storeName}</dd>
        </div>
        <div>
          <dt>Order date</dt>
          <dd>{orderDate(order.createdAt)}</dd>
        </div>
        {order.invoiceNumber !== null ? (
          <div>
            <dt>Invoice number</dt>
            <dd>{order.invoiceNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>Order reference</dt>
          <dd className="sf-receipt-ref">{order.hash.slice(0, 8).toUpperCase()}</dd>
        </div>
        {order.paymentMethod ? (
          <div>
            <dt>Paid with</dt>
            <dd>{order.paymentMethod}</dd>
          </div>
        ) : null}
        {order.shippingMethod ? (
          <div>
            <dt>Delivery</dt>
            <dd>{order.shippingMethod}</dd>
          </div>
        ) : null}
      </dl>
      <OrderSummary
        lines={order.items}
        totals={summaryTotals(order)}
        coupon={order.coupon}
        heading="Your order"
      />
      <div className="sf-receipt-addresses">
        <AddressBlock title="Delivery address" address={order.shippingAddress} />
        <AddressBlock title="Billing address" address={order.billingAddress} />
      </div>
      {paid ? (
        <nav className="sf-receipt-links" aria-label="Your order">
          <a href={`/edit-order/${order.hash}/`}>Change or cancel this order</a>
          <a href={`/update-address/${order.hash}/`}>Update the delivery address</a>
          <a href={`/returns/${order.hash}/`}>Return items</a>
        </nav>
      ) : null}
      <p className="sf-receipt-actions">
        <button type="button" className="sf-button" onClick={() => window.print()}>
          Print receipt
        </button>
        {order.invoiceNumber !== null ? (
          <>
            <a className="sf-button sf-button-secondary" href={invoicePdfHref(order.hash)} download>
              Download invoice (PDF)
            </a>
            <Link
              to="/invoice/$orderHash"
              params={{ orderHash: order.hash }}
              className="sf-button sf-button-secondary"
            >
              View invoice
            </Link>
          </>
        ) : null}
        <Link to="/" className="sf-button sf-button-secondary">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
