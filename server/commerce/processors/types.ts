/**
 * A payment processor as checkout sees it: one interface, chosen per store (a Stripe
 * account when keys are configured, else the built-in test processor). Every call is
 * idempotent on the processor's side (an intent is charged at most once however often it
 * is confirmed), which is what lets the payment service retry after a crash.
 */
export type PaymentState =
  | { status: 'succeeded'; intentId: string; paymentMethodName: string }
  | { status: 'requires_action'; intentId: string }
  | { status: 'failed'; intentId: string; message: string }
  /** Not finished yet (the shopper has not confirmed, or the processor is still working). */
  | { status: 'pending'; intentId: string };

export interface PaymentIntent {
  intentId: string;
  /** What the browser needs to confirm (Stripe's client secret); null for the test processor. */
  clientSecret: string | null;
}

export interface IntentRequest {
  orderId: number;
  orderHash: string;
  amount: number;
  currency: string;
  /** Same key, same intent: a retried create never makes a second intent. */
  idempotencyKey: string;
  /**
   * The store's card account at the processor (a Stripe connected account, `acct_…`), for
   * a provider-operated store that has one; null charges the platform's own account.
   */
  account: string | null;
}

/** A verified webhook delivery, reduced to what checkout acts on. */
export interface WebhookEvent {
  id: string;
  intentId: string | null;
  state: PaymentState | null;
}

export interface PaymentProcessor {
  /** Stored on each payment attempt: `stripe` or `test`. */
  readonly name: 'stripe' | 'test';
  createIntent(request: IntentRequest): Promise<PaymentIntent>;
  /**
   * Reads the intent's state from the processor (the source of truth after a crash), on
   * the card account the intent was made on.
   */
  retrieve(intentId: string, account?: string | null): Promise<PaymentState>;
  refund(intentId: string, amount: number, account?: string | null): Promise<void>;
  /** Checks the signature and parses the event; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: string, signature: string | undefined): WebhookEvent;
}

export class WebhookSignatureError extends Error {
  constructor() {
    super('The webhook signature is not valid');
  }
}
