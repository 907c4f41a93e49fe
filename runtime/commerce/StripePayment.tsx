import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { FormMessage } from '../../src/ui';

/**
 * Stripe's Payment Element, loaded only on the pay page of a store with Stripe keys (this
 * module is its own chunk). Stripe confirms in the browser, 3-D Secure included, then
 * returns the shopper to the receipt, whose read of the order reconciles it with Stripe.
 */
const stripes = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js per key and card account: a connected account's intents need its own. */
const stripeFor = (key: string, account: string | null) => {
  const id = `${key} ${account ?? ''}`;
  if (!stripes.has(id))
    stripes.set(id, loadStripe(key, account ? { stripeAccount: account } : undefined));
  return stripes.get(id)!;
};

function PaymentForm({ amount, returnUrl }: { amount: string; returnUrl: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="Pay by card"
      className="sf-card-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!stripe || !elements || busy) return;
        setBusy(true);
        setError(null);
        void stripe
          .confirmPayment({ elements, confirmParams: { return_url: returnUrl } })
          .then((result) => {
            // Only a failure comes back here: success leaves for the return URL.
            if (result.error) setError(result.error.message ?? 'Your payment was not successful.');
          })
          .finally(() => setBusy(false));
      }}
    >
      <PaymentElement />
      <FormMessage message={error} />
      <button
        type="submit"
        className="sf-button"
        disabled={!stripe || busy}
        aria-busy={busy || undefined}
      >
        {busy ? 'Paying…' : `Pay ${amount}`}
      </button>
    </form>
  );
}

export default function StripePayment({
  publishableKey,
  cardAccountId,
  clientSecret,
  amount,
  returnUrl,
}: {
  publishableKey: string;
  cardAccountId: string | null;
  clientSecret: string;
  amount: string;
  returnUrl: string;
}) {
  const stripe = useMemo(
    () => stripeFor(publishableKey, cardAccountId),
    [publishableKey, cardAccountId],
  );
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PaymentForm amount={amount} returnUrl={returnUrl} />
    </Elements>
  );
}
