import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/rows';
import {
  TEST_PAYMENT_MESSAGES,
  cardDigits,
  isValidCvc,
  isValidExpiry,
  testCardOutcome,
} from '../../../src/commerce/testCards';
import type { TestCardInput } from '../../../src/commerce/checkoutRequest';
import {
  WebhookSignatureError,
  type PaymentProcessor,
  type PaymentState,
  type WebhookEvent,
} from './types';

/**
 * The built-in test processor: what the demo, CI and a fresh clone pay with. It behaves
 * like Stripe's test mode (the documented test cards, an authentication challenge, signed
 * webhooks) and keeps its intents in the database, so a charge made before a crash is
 * still there afterwards. It takes no real card: any other number is refused.
 *
 * Webhooks are signed with Stripe's scheme (a timestamped HMAC in `Stripe-Signature`),
 * checked with the Stripe SDK's own verifier, so both processors verify the same way.
 */
export interface TestProcessor extends PaymentProcessor {
  /** The card form's confirm: charges or declines, or asks for authentication. */
  confirmCard(intentId: string, card: TestCardInput, today: Date): Promise<PaymentState>;
  /** The challenge screen's answer for an intent that asked for authentication. */
  authenticate(intentId: string, passed: boolean): Promise<PaymentState>;
  /** Signs a webhook body the way the processor would deliver it (tests, the simulator). */
  signWebhook(payload: string): string;
}

export const TEST_PAYMENT_METHOD = 'Test card';

const stateOf = (row: {
  id: string;
  status: string;
  message: string;
  card_last4: string | null;
}): PaymentState => {
  if (row.status === 'succeeded')
    return {
      status: 'succeeded',
      intentId: row.id,
      paymentMethodName: `${TEST_PAYMENT_METHOD} ending ${row.card_last4 ?? '0000'}`,
    };
  if (row.status === 'requires_action') return { status: 'requires_action', intentId: row.id };
  if (row.status === 'failed') return { status: 'failed', intentId: row.id, message: row.message };
  return { status: 'pending', intentId: row.id };
};

export function createTestProcessor(db: Kysely<Database>, webhookSecret: string): TestProcessor {
  const verifier = new Stripe('sk_test_offline_verifier');

  async function row(intentId: string) {
    const found = await db
      .selectFrom('test_payment_intents')
      .selectAll()
      .where('id', '=', intentId)
      .executeTakeFirst();
    if (!found) throw new Error(`No test payment intent ${intentId}`);
    return found;
  }

  async function settle(intentId: string, status: string, message: string, last4?: string) {
    // Only an open intent moves: a succeeded one stays succeeded (charged once).
    await db
      .updateTable('test_payment_intents')
      .set({ status, message, updated_at: nowIso(), ...(last4 ? { card_last4: last4 } : {}) })
      .where('id', '=', intentId)
      .where('status', 'not in', ['succeeded'])
      .execute();
    return stateOf(await row(intentId));
  }

  return {
    name: 'test',
    async createIntent(request) {
      const id = `pi_test_${request.idempotencyKey}`;
      const now = nowIso();
      await db
        .insertInto('test_payment_intents')
        .values({
          id,
          order_id: request.orderId,
          amount: request.amount,
          currency: request.currency,
          status: 'requires_payment_method',
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      return { intentId: id, clientSecret: null };
    },
    async retrieve(intentId) {
      return stateOf(await row(intentId));
    },
    async confirmCard(intentId, card, today) {
      const current = await row(intentId);
      if (current.status === 'succeeded') return stateOf(current);
      const last4 = cardDigits(card.number).slice(-4);
      const outcome = testCardOutcome(card.number);
      if (outcome === 'unknown') return settle(intentId, 'failed', TEST_PAYMENT_MESSAGES.unknown);
      if (!isValidExpiry(card.expiry, today))
        return settle(intentId, 'failed', TEST_PAYMENT_MESSAGES.expiry);
      if (!isValidCvc(card.cvc)) return settle(intentId, 'failed', TEST_PAYMENT_MESSAGES.cvc);
      if (outcome === 'declined')
        return settle(intentId, 'failed', TEST_PAYMENT_MESSAGES.declined, last4);
      if (outcome === 'authenticate') return settle(intentId, 'requires_action', '', last4);
      return settle(intentId, 'succeeded', '', last4);
    },
    async authenticate(intentId, passed) {
      const current = await row(intentId);
      if (current.status !== 'requires_action') return stateOf(current);
      return passed
        ? settle(intentId, 'succeeded', '')
        : settle(intentId, 'failed', TEST_PAYMENT_MESSAGES.authenticationFailed);
    },
    async refund(intentId) {
      // Only a charged intent is refunded, once (settle() never moves a succeeded one).
      await db
        .updateTable('test_payment_intents')
        .set({ status: 'refunded', updated_at: nowIso() })
        .where('id', '=', intentId)
        .where('status', '=', 'succeeded')
        .execute();
    },
    signWebhook(payload) {
      return verifier.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    },
    parseWebhook(rawBody, signature): WebhookEvent {
      let event: Stripe.Event;
      try {
        event = verifier.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const intent = event.data.object as {
        id?: string;
        last_payment_error?: { message?: string };
      };
      const intentId = typeof intent.id === 'string' ? intent.id : null;
      if (!intentId) return { id: event.id, intentId: null, state: null };
      if (event.type === 'payment_intent.succeeded')
        return {
          id: event.id,
          intentId,
          state: { status: 'succeeded', intentId, paymentMethodName: TEST_PAYMENT_METHOD },
        };
      if (event.type === 'payment_intent.payment_failed')
        return {
          id: event.id,
          intentId,
          state: {
            status: 'failed',
            intentId,
            message: intent.last_payment_error?.message ?? TEST_PAYMENT_MESSAGES.declined,
          },
        };
      return { id: event.id, intentId, state: null };
    },
  };
}

/** A fresh webhook secret for a process that was given none (webhooks then only come from itself). */
export const randomWebhookSecret = (): string => `whsec_${randomBytes(24).toString('hex')}`;
