import { useNavigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatMinor } from '../../src/commerce/formatMinor';
import type { OrderView } from '../../src/commerce/orderView';
import { ApiError } from '../../src/errors';
import { useServices } from '../app/ServicesContext';
import { STOREFRONT_MESSAGES } from '../messages';
import { AuthenticationChallenge } from './AuthenticationChallenge';
import { browserKeyStorage, forgetCheckoutKey } from './checkoutKey';
import { OrderLoadState } from './OrderStates';
import { OrderSummary } from './OrderSummary';
import { TestCardForm } from './TestCardForm';
import { useCheckoutClient } from './useCheckoutClient';
import { useOrder } from './useOrder';

const StripePayment = lazy(() => import('./StripePayment'));
const PAYMENT_SNACKBAR = 'payment-failure';

/** The order's figures for the summary. */
export const summaryTotals = (order: OrderView) => ({
  currency: order.currency,
  goods: order.subtotalTaxIncluded,
  discount: order.discountTaxIncluded,
  shipping: order.shippingTaxIncluded,
  vat: order.vat,
  total: order.total,
});

/**
 * /pay/{order}/ (cart layout): pays an order left unpaid, straight after checkout or later
 * (a failed or abandoned payment). A declined card shows the processor's message here and
 * in the snackbar, and keeps the basket; a card that needs authentication opens the
 * challenge; a paid order goes to its receipt.
 */
export function PayScreen() {
  const { order: hash } = useParams({ strict: false }) as { order: string };
  const services = useServices();
  const checkout = useCheckoutClient();
  const navigate = useNavigate();
  const { load, setOrder, reload } = useOrder(hash);
  const [error, setError] = useState<string | null>(null);
  const [stripe, setStripe] = useState<{
    clientSecret: string;
    publishableKey: string;
    cardAccountId: string | null;
  } | null>(null);

  const order = load.state === 'ready' ? load.order : null;
  const paid = order?.payment.step === 'paid';
  useEffect(() => {
    if (!paid) return;
    forgetCheckoutKey(browserKeyStorage());
    services.basket.replace([]);
    void navigate({ to: '/receipt/$orderHash', params: { orderHash: hash } });
  }, [paid, hash, navigate, services.basket]);

  useEffect(() => {
    if (order?.payment.processor !== 'stripe' || order.payment.step !== 'pay' || stripe) return;
    checkout
      .pay(hash)
      .then((answer) => {
        if (answer.clientSecret && answer.publishableKey)
          setStripe({
            clientSecret: answer.clientSecret,
            publishableKey: answer.publishableKey,
            cardAccountId: answer.cardAccountId ?? null,
          });
      })
      .catch((failure: unknown) =>
        setError(failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general),
      );
  }, [order, stripe, checkout, hash]);

  async function settle(call: () => Promise<OrderView>) {
    setError(null);
    try {
      setOrder(await call());
      // A decline's message must not linger over the receipt once a later try succeeds.
      const shown = services.snackbar.getSnapshot().current;
      if (shown?.code === PAYMENT_SNACKBAR) services.snackbar.dismiss(shown.id);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general;
      setError(message);
      services.snackbar.pushError(message, PAYMENT_SNACKBAR);
      const body =
        failure instanceof ApiError
          ? (failure.body as { order?: OrderView } | undefined)
          : undefined;
      if (body?.order) setOrder(body.order);
    }
  }

  if (!order)
    return (
      <section className="sf-pay">
        <OrderLoadState
          load={load as Exclude<typeof load, { state: 'ready' }>}
          onRetry={() => void reload()}
        />
      </section>
    );
  const amount = formatMinor(order.total, order.currency);
  return (
    <section className="sf-pay">
      <h1>Payment</h1>
      <div className="sf-checkout-grid">
        <div>
          {paid ? (
            <p role="status">This order has been paid. Opening your receipt…</p>
          ) : order.payment.step === 'authenticate' ? (
            <AuthenticationChallenge
              amount={amount}
              onAnswer={(passed) => settle(() => checkout.authenticate(hash, passed))}
            />
          ) : order.payment.processor === 'stripe' ? (
            stripe ? (
              <Suspense fallback={<p role="status">Loading the payment form…</p>}>
                <StripePayment
                  {...stripe}
                  amount={amount}
                  returnUrl={`${window.location.origin}/receipt/${hash}/`}
                />
              </Suspense>
            ) : (
              <p role={error ? 'alert' : 'status'}>{error ?? 'Loading the payment form…'}</p>
            )
          ) : (
            <TestCardForm
              amount={amount}
              error={error ?? order.payment.lastError}
              onPay={(card) => settle(async () => (await checkout.pay(hash, card)).order)}
            />
          )}
        </div>
        <aside className="sf-checkout-aside">
          <OrderSummary lines={order.items} totals={summaryTotals(order)} coupon={order.coupon} />
        </aside>
      </div>
    </section>
  );
}
