import { useState } from 'react';
import { testCardSchema } from '../../src/commerce/checkoutRequest';
import { TEST_CARDS } from '../../src/commerce/testCards';
import { Field, Form, FormMessage, SubmitButton } from '../../src/ui';

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The built-in test processor's card form, clearly labelled as test payments, with
 * Stripe's documented test numbers listed so anyone trying the demo can pay.
 */
export function TestCardForm({
  amount,
  error,
  onPay,
}: {
  amount: string;
  error: string | null;
  onPay: (card: { number: string; expiry: string; cvc: string; name: string }) => Promise<void>;
}) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof typeof card, string>>>({});
  const set = (key: keyof typeof card) => (event: { target: { value: string } }) =>
    setCard({ ...card, [key]: event.target.value });

  async function submit() {
    const checked = testCardSchema.safeParse(card);
    if (!checked.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of checked.error.issues)
        errors[issue.path[0] as keyof typeof card] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    await onPay(card);
  }

  return (
    <Form aria-label="Pay by card" onSubmit={submit} className="sf-card-form">
      <div className="sf-test-payments" role="note">
        <p>
          <strong>Test payments</strong>: this store takes no real cards. Use any future expiry date
          and any three-digit security code with:
        </p>
        <ul>
          <li>
            <code>{spaced(TEST_CARDS.succeeds)}</code>: the payment succeeds
          </li>
          <li>
            <code>{spaced(TEST_CARDS.declined)}</code>: the card is declined
          </li>
          <li>
            <code>{spaced(TEST_CARDS.authenticate)}</code>: the bank asks you to authenticate
          </li>
        </ul>
      </div>
      <Field label="Card number" error={fieldErrors.number} required>
        {(control) => (
          <input
            {...control}
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={set('number')}
          />
        )}
      </Field>
      <div className="sf-checkout-pair">
        <Field label="Expiry date (MM / YY)" error={fieldErrors.expiry} required>
          {(control) => (
            <input
              {...control}
              name="exp-date"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={card.expiry}
              onChange={set('expiry')}
            />
          )}
        </Field>
        <Field label="Security code" error={fieldErrors.cvc} required>
          {(control) => (
            <input
              {...control}
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvc}
              onChange={set('cvc')}
            />
          )}
        </Field>
      </div>
      <Field label="Name on card" error={fieldErrors.name}>
        {(control) => (
          <input
            {...control}
            name="ccname"
            autoComplete="cc-name"
            value={card.name}
            onChange={set('name')}
          />
        )}
      </Field>
      <FormMessage message={error} />
      <SubmitButton busyLabel="Paying…">Pay {amount}</SubmitButton>
    </Form>
  );
}
