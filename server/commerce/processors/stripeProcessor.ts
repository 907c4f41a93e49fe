import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type PaymentProcessor,
  type PaymentState,
  type WebhookEvent,
} from './types';

/**
 * Stripe, with the official SDK: PaymentIntents created on the server (with an idempotency
 * key, so a retried create never makes a second intent), confirmed in the browser by the
 * Payment Element (3-D Secure included), read back with `retrieve` and announced by
 * webhooks whose signature the SDK verifies. Amounts are minor units, as Stripe wants.
 * A provider-operated store with a card account (a connected account) is charged on that
 * account (direct charges: `stripeAccount` on every call about its intents), and its
 * events arrive through the platform's Connect webhook, signed with the same secret.
 */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe API endpoint (stripe-mock, or a test's fake), e.g. `http://127.0.0.1:12111`. */
  apiUrl?: string;
}

/** The SDK's connection options for an API endpoint other than Stripe's own. */
function endpointOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export const STRIPE_DECLINED = 'Your payment was not successful. Please try again.';

function stateOfIntent(intent: Stripe.PaymentIntent): PaymentState {
  const intentId = intent.id;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId, paymentMethodName: 'Card' };
    case 'requires_action':
      return { status: 'requires_action', intentId };
    case 'canceled':
      return { status: 'failed', intentId, message: STRIPE_DECLINED };
    case 'requires_payment_method':
      // After a failed attempt Stripe puts the intent back here with the error attached.
      return intent.last_payment_error
        ? {
            status: 'failed',
            intentId,
            message: intent.last_payment_error.message ?? STRIPE_DECLINED,
          }
        : { status: 'pending', intentId };
    default:
      return { status: 'pending', intentId };
  }
}

/** Stripe's request options for a connected account: its calls are made on that account. */
const onAccount = (account: string | null | undefined) =>
  account ? { stripeAccount: account } : {};

export function createStripeProcessor(keys: StripeKeys, client?: Stripe): PaymentProcessor {
  const stripe = client ?? new Stripe(keys.secretKey, endpointOptions(keys.apiUrl));
  return {
    name: 'stripe',
    async createIntent(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { orderHash: request.orderHash, orderId: String(request.orderId) },
        },
        { idempotencyKey: request.idempotencyKey, ...onAccount(request.account) },
      );
      return { intentId: intent.id, clientSecret: intent.client_secret };
    },
    async retrieve(intentId, account) {
      return stateOfIntent(
        await stripe.paymentIntents.retrieve(intentId, undefined, onAccount(account)),
      );
    },
    async refund(intentId, amount, account) {
      await stripe.refunds.create(
        { payment_intent: intentId, amount },
        { idempotencyKey: `refund-${intentId}-${amount}`, ...onAccount(account) },
      );
    },
    parseWebhook(rawBody, signature): WebhookEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', keys.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed'
      ) {
        const intent = event.data.object;
        return { id: event.id, intentId: intent.id, state: stateOfIntent(intent) };
      }
      return { id: event.id, intentId: null, state: null };
    },
  };
}
