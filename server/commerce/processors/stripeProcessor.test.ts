import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProcessor } from './stripeProcessor';
import { WebhookSignatureError } from './types';

/** Stripe through the official SDK: signatures checked by it, intents made with a key. */
const keys = { secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit_secret' };
const sdk = new Stripe(keys.secretKey);

function event(type: string, intent: Record<string, unknown>) {
  return JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    data: { object: { object: 'payment_intent', ...intent } },
  });
}

describe('the Stripe processor', () => {
  it('accepts a delivery signed with the webhook secret and reads the intent state', () => {
    const processor = createStripeProcessor(keys, sdk);
    const payload = event('payment_intent.succeeded', { id: 'pi_1', status: 'succeeded' });
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: keys.webhookSecret,
    });
    expect(processor.parseWebhook(payload, signature)).toEqual({
      id: 'evt_1',
      intentId: 'pi_1',
      state: { status: 'succeeded', intentId: 'pi_1', paymentMethodName: 'Card' },
    });
  });

  it('refuses a forged, altered or unsigned delivery', () => {
    const processor = createStripeProcessor(keys, sdk);
    const payload = event('payment_intent.succeeded', { id: 'pi_1', status: 'succeeded' });
    const forged = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => processor.parseWebhook(payload, forged)).toThrow(WebhookSignatureError);
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: keys.webhookSecret,
    });
    expect(() => processor.parseWebhook(payload.replace('pi_1', 'pi_2'), signature)).toThrow(
      WebhookSignatureError,
    );
    expect(() => processor.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
  });

  it("reads a failed attempt as failed with Stripe's message", () => {
    const processor = createStripeProcessor(keys, sdk);
    const payload = event('payment_intent.payment_failed', {
      id: 'pi_2',
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card has insufficient funds.' },
    });
    const signature = sdk.webhooks.generateTestHeaderString({
      payload,
      secret: keys.webhookSecret,
    });
    expect(processor.parseWebhook(payload, signature).state).toEqual({
      status: 'failed',
      intentId: 'pi_2',
      message: 'Your card has insufficient funds.',
    });
  });

  it("creates intents in minor units with the caller's idempotency key", async () => {
    const calls: unknown[] = [];
    const fake = {
      paymentIntents: {
        create: async (params: unknown, options: unknown) => {
          calls.push([params, options]);
          return { id: 'pi_3', client_secret: 'pi_3_secret' };
        },
      },
    } as unknown as Stripe;
    const processor = createStripeProcessor(keys, fake);
    const intent = await processor.createIntent({
      orderId: 7,
      orderHash: 'a'.repeat(32),
      amount: 2195,
      currency: 'GBP',
      idempotencyKey: 'order-key-1',
      account: null,
    });
    expect(intent).toEqual({ intentId: 'pi_3', clientSecret: 'pi_3_secret' });
    expect(calls).toEqual([
      [
        {
          amount: 2195,
          currency: 'gbp',
          automatic_payment_methods: { enabled: true },
          metadata: { orderHash: 'a'.repeat(32), orderId: '7' },
        },
        { idempotencyKey: 'order-key-1' },
      ],
    ]);
  });

  it("makes, reads and refunds a connected store's intents on its card account", async () => {
    const calls: unknown[] = [];
    const fake = {
      paymentIntents: {
        create: async (_params: unknown, options: unknown) => {
          calls.push(['create', options]);
          return { id: 'pi_4', client_secret: 'pi_4_secret' };
        },
        retrieve: async (id: string, params: unknown, options: unknown) => {
          calls.push(['retrieve', id, params, options]);
          return { id, status: 'succeeded' };
        },
      },
      refunds: {
        create: async (params: unknown, options: unknown) => {
          calls.push(['refund', params, options]);
          return {};
        },
      },
    } as unknown as Stripe;
    const processor = createStripeProcessor(keys, fake);
    await processor.createIntent({
      orderId: 8,
      orderHash: 'b'.repeat(32),
      amount: 1000,
      currency: 'EUR',
      idempotencyKey: 'order-key-2',
      account: 'acct_store',
    });
    expect(await processor.retrieve('pi_4', 'acct_store')).toMatchObject({ status: 'succeeded' });
    await processor.refund('pi_4', 1000, 'acct_store');
    await processor.retrieve('pi_5', null);
    expect(calls).toEqual([
      ['create', { idempotencyKey: 'order-key-2', stripeAccount: 'acct_store' }],
      ['retrieve', 'pi_4', undefined, { stripeAccount: 'acct_store' }],
      [
        'refund',
        { payment_intent: 'pi_4', amount: 1000 },
        { idempotencyKey: 'refund-pi_4-1000', stripeAccount: 'acct_store' },
      ],
      ['retrieve', 'pi_5', undefined, {}],
    ]);
  });
});
