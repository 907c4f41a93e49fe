import type { AppContext } from '../context';
import { createStripeProcessor } from './processors/stripeProcessor';
import {
  createTestProcessor,
  randomWebhookSecret,
  type TestProcessor,
} from './processors/testProcessor';
import type { PaymentProcessor } from './processors/types';

/**
 * Which processor takes payments, from the environment:
 * - STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: Stripe
 *   (STRIPE_API_URL points the SDK at another endpoint, such as stripe-mock).
 * - Otherwise the built-in test processor, in development and tests, or in production
 *   only with TEST_PAYMENTS=1 (a production store without keys takes no payments rather
 *   than pretending to). TEST_PAYMENTS_WEBHOOK_SECRET signs its webhooks (random if unset).
 * - FAULT_CRASH_AFTER_CHARGE=1 (tests only, never in production) ends the process between
 *   a charge and the order update, for the crash-recovery test.
 */
export interface PaymentClientSetup {
  type: 'stripe' | 'test' | 'none';
  publishableKey: string | null;
}

export interface PaymentSetup {
  processor: PaymentProcessor | null;
  testProcessor: TestProcessor | null;
  client: PaymentClientSetup;
  afterCharge?: () => void;
}

/**
 * One setup per app: the checkout routes and the after-sales routes (refunds) share the
 * same processor, and so the test processor's webhook secret.
 */
const setups = new WeakMap<AppContext, PaymentSetup>();

export function paymentSetupFromEnv(env: NodeJS.ProcessEnv, ctx: AppContext): PaymentSetup {
  const known = setups.get(ctx);
  if (known) return known;
  const setup = createPaymentSetup(env, ctx);
  setups.set(ctx, setup);
  return setup;
}

function createPaymentSetup(env: NodeJS.ProcessEnv, ctx: AppContext): PaymentSetup {
  const production = ctx.config.env === 'production';
  const afterCharge =
    !production && env.FAULT_CRASH_AFTER_CHARGE === '1' ? () => process.exit(137) : undefined;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return {
      processor: createStripeProcessor({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL || undefined,
      }),
      testProcessor: null,
      client: { type: 'stripe', publishableKey: env.STRIPE_PUBLISHABLE_KEY },
      afterCharge,
    };
  }
  if (production && env.TEST_PAYMENTS !== '1')
    return { processor: null, testProcessor: null, client: { type: 'none', publishableKey: null } };
  const test = createTestProcessor(
    ctx.db,
    env.TEST_PAYMENTS_WEBHOOK_SECRET || randomWebhookSecret(),
  );
  return {
    processor: test,
    testProcessor: test,
    client: { type: 'test', publishableKey: null },
    afterCharge,
  };
}
